import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeS3 } from '@/test/fakes/s3';
import { createS3Storage } from './s3-storage';
import { storage } from './storage';

const credentials = { accessKeyId: 'AKIAFAKE', secretAccessKey: 'fake-secret-key', region: 'auto' };
let fake: Awaited<ReturnType<typeof startFakeS3>>;

beforeAll(async () => {
  fake = await startFakeS3(credentials);
});
afterAll(() => fake.close());
afterEach(() => {
  vi.unstubAllEnvs();
});

const bucketStorage = (overrides: Partial<Parameters<typeof createS3Storage>[0]> = {}) =>
  createS3Storage({ endpoint: fake.endpoint, bucket: 'lektio', ...credentials, ...overrides });

const bytes = new Uint8Array([137, 80, 78, 71, 0, 255]);

describe('S3-compatible storage', () => {
  it('PUTs, GETs and DELETEs <endpoint>/<bucket>/<key> with SigV4-signed requests', async () => {
    const files = bucketStorage();
    await files.put('avatars/t1/a.png', bytes, 'image/png');
    expect(fake.objects.get('/lektio/avatars/t1/a.png')?.contentType).toBe('image/png');
    expect(await files.get('avatars/t1/a.png')).toEqual({ bytes, contentType: 'image/png' });
    await files.delete('avatars/t1/a.png');
    expect(await files.get('avatars/t1/a.png')).toBeNull();

    const calls = fake.requests.filter((request) => request.path === '/lektio/avatars/t1/a.png');
    expect(calls.map((request) => request.method)).toEqual(['PUT', 'GET', 'DELETE', 'GET']);
    for (const call of calls) expect(call.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIAFAKE\//);
  });

  it('answers null for a missing object', async () => {
    expect(await bucketStorage().get('avatars/t1/missing.png')).toBeNull();
  });

  it('turns a refused request (wrong secret) into 503 SERVICE_UNAVAILABLE, not a silent success', async () => {
    const files = bucketStorage({ secretAccessKey: 'not-the-secret' });
    await expect(files.put('avatars/t1/b.png', bytes, 'image/png')).rejects.toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(fake.objects.has('/lektio/avatars/t1/b.png')).toBe(false);
  });

  it('refuses keys that could leave the bucket before any request is sent', async () => {
    const before = fake.requests.length;
    await expect(bucketStorage().put('../other-bucket/x.png', bytes, 'image/png')).rejects.toThrow(
      /Invalid storage key/,
    );
    expect(fake.requests.length).toBe(before);
  });
});

describe('storage()', () => {
  it('uses the bucket when S3_BUCKET is set', async () => {
    vi.stubEnv('S3_BUCKET', 'configured');
    vi.stubEnv('S3_ENDPOINT', fake.endpoint);
    vi.stubEnv('S3_REGION', credentials.region);
    vi.stubEnv('S3_ACCESS_KEY_ID', credentials.accessKeyId);
    vi.stubEnv('S3_SECRET_ACCESS_KEY', credentials.secretAccessKey);
    await storage().put('avatars/t9/c.gif', bytes, 'image/gif');
    expect(fake.objects.get('/configured/avatars/t9/c.gif')?.contentType).toBe('image/gif');
  });

  it('names what is missing when S3_BUCKET is set without credentials', () => {
    vi.stubEnv('S3_BUCKET', 'configured');
    vi.stubEnv('S3_ENDPOINT', fake.endpoint);
    vi.stubEnv('S3_ACCESS_KEY_ID', '');
    vi.stubEnv('S3_SECRET_ACCESS_KEY', '');
    expect(() => storage()).toThrow(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
  });
});
