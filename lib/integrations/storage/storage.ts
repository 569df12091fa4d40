import 'server-only';
import { env, EnvError } from '@/lib/core/env';
import { createLocalFolderStorage } from './local-folder-storage';
import { createS3Storage } from './s3-storage';
import type { StorageAdapter } from './storage-adapter';

/**
 * The configured file storage: an S3-compatible bucket when S3_BUCKET is set, otherwise the local
 * folder UPLOADS_DIR. Built per call (cheap) so a changed environment takes effect, as `env()` does.
 */
export function storage(): StorageAdapter {
  const config = env();
  if (!config.S3_BUCKET) return createLocalFolderStorage(config.UPLOADS_DIR);
  const { S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (!S3_ENDPOINT || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    const missing = Object.entries({ S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY })
      .filter(([, value]) => !value)
      .map(([name]) => name);
    throw new EnvError(`S3_BUCKET is set but ${missing.join(', ')} is missing`);
  }
  return createS3Storage({
    endpoint: S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
  });
}
