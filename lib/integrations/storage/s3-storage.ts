import 'server-only';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { AwsClient } from 'aws4fetch';
import { ServiceUnavailableError } from '@/lib/core/errors';
import { log } from '@/lib/core/log';
import type { StorageAdapter } from './storage-adapter';
import { assertStorageKey } from './storage-key';

export type S3StorageConfig = {
  /** e.g. `https://<account>.r2.cloudflarestorage.com` or `http://localhost:9000` (MinIO); path-style addressing. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/**
 * An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO...), signed with SigV4 by aws4fetch:
 * plain PUT/GET/DELETE on `<endpoint>/<bucket>/<key>`, no SDK needed for three calls.
 */
export function createS3Storage(config: S3StorageConfig): StorageAdapter {
  // Few retries: a user is waiting on the upload; aws4fetch would otherwise retry 5xx ten times.
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
    retries: 2,
  });
  const base = `${config.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(config.bucket)}`;

  function objectUrl(key: string): string {
    assertStorageKey(key);
    return `${base}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }

  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, init: RequestInit = {}): Promise<Response> {
    const url = objectUrl(key); // an invalid key is our bug, not the storage being down: let it throw as is
    let response: Response;
    try {
      response = await client.fetch(url, { ...init, method });
    } catch (error) {
      log.warn({ err: error, method, key }, 'object storage unreachable');
      throw new ServiceUnavailableError('File storage is unavailable, try again shortly');
    }
    return response;
  }

  /** Anything but success (and 404 where the caller allows it) is the storage's fault, not the user's. */
  async function refuse(response: Response, method: string, key: string): Promise<never> {
    const detail = (await response.text().catch(() => '')).slice(0, 500);
    log.warn({ status: response.status, method, key, detail }, 'object storage refused a request');
    throw new ServiceUnavailableError('File storage is unavailable, try again shortly');
  }

  return {
    async put(key, bytes, contentType) {
      const response = await send('PUT', key, {
        body: new Uint8Array(bytes),
        headers: { 'content-type': contentType },
      });
      if (!response.ok) await refuse(response, 'PUT', key);
      await response.body?.cancel();
    },

    async putFile(key, filePath, size, contentType) {
      // Streamed with UNSIGNED-PAYLOAD (aws4fetch's default for S3 bodies it cannot hash); a stream
      // cannot be sent twice, so a failure is not retried here.
      const body = Readable.toWeb(createReadStream(filePath)) as ReadableStream<Uint8Array>;
      const response = await send('PUT', key, {
        body,
        headers: { 'content-type': contentType, 'content-length': String(size) },
        duplex: 'half',
      } as RequestInit);
      if (!response.ok) await refuse(response, 'PUT', key);
      await response.body?.cancel();
    },

    async getStream(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) return refuse(response, 'GET', key);
      const length = Number(response.headers.get('content-length'));
      return {
        body: response.body,
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        size: Number.isFinite(length) && length > 0 ? length : null,
      };
    },

    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) return refuse(response, 'GET', key);
      return {
        bytes: new Uint8Array(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },

    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) await refuse(response, 'DELETE', key);
      await response.body?.cancel();
    },
  };
}
