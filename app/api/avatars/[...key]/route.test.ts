import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/integrations/storage/storage';
import { tinyGif } from '@/test/fixtures/images';
import { GET } from './route';

let uploadsDir: string;
beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'lektio-avatars-'));
  vi.stubEnv('UPLOADS_DIR', uploadsDir);
  vi.stubEnv('S3_BUCKET', '');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(uploadsDir, { recursive: true, force: true });
});

const fileName = () => `${randomUUID().replaceAll('-', '')}.gif`;

/** Next.js hands a catch-all segment to the handler as an array of decoded strings. */
async function get(key: string[]) {
  const response = await GET(new Request(`http://localhost:3000/api/avatars/${key.join('/')}`), {
    params: Promise.resolve({ key }),
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('GET /api/avatars/:teacherId/:file', () => {
  it('serves a stored avatar with its type and headers that keep it an inert, cacheable image', async () => {
    const teacherId = randomUUID();
    const name = fileName();
    await storage().put(`avatars/${teacherId}/${name}`, tinyGif, 'image/gif');

    const { response, bytes } = await get([teacherId, name]);
    expect(response.status).toBe(200);
    expect(bytes.equals(tinyGif)).toBe(true);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'image/gif',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('answers 404 in the error shape for an unknown key', async () => {
    const { response, bytes } = await get([randomUUID(), fileName()]);
    expect(response.status).toBe(404);
    expect(JSON.parse(bytes.toString())).toEqual({ error: { code: 'NOT_FOUND', message: 'Avatar not found' } });
  });

  it.each([
    [['..', '..', 'etc', 'passwd']],
    [['..', 'objects', 'avatars']],
    [[randomUUID(), '..', 'other.gif']],
    [['not-a-uuid', 'a.gif']],
    [[randomUUID(), 'nested', fileName()]],
  ])('answers 404 for a key it never issued: %j', async (key) => {
    expect((await get(key)).response.status).toBe(404);
  });

  it('never serves anything but the four image types, even if stored under an avatar key', async () => {
    const teacherId = randomUUID();
    const name = fileName();
    await storage().put(`avatars/${teacherId}/${name}`, Buffer.from('<script>alert(1)</script>'), 'text/html');
    expect((await get([teacherId, name])).response.status).toBe(404);
  });
});
