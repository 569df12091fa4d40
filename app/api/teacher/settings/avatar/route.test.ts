import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as getAvatar } from '@/app/api/avatars/[...key]/route';
import { db } from '@/lib/core/db';
import { maxAvatarBytes } from '@/lib/settings/avatar-rules';
import { createStudent, createTeacher } from '@/test/factories';
import { jpegHeader, pngOfSize, svgDocument, tinyGif, tinyPng, tinyWebp, uploadForm } from '@/test/fixtures/images';
import { callRouteWithBody, sessionCookie } from '@/test/http';
import { POST } from './route';

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

const upload = (body: FormData | string, cookie?: string, headers?: Record<string, string>) =>
  callRouteWithBody(POST, body, { path: '/api/teacher/settings/avatar', cookie, headers });

async function signedInTeacher() {
  const teacher = await createTeacher();
  return { teacher, cookie: await sessionCookie({ role: 'teacher', teacherId: teacher.id }) };
}

const storedFolder = (teacherId: string) => path.join(uploadsDir, 'objects', 'avatars', teacherId);
const avatarUrlOf = async (teacherId: string) =>
  (await db.teacher.findUniqueOrThrow({ where: { id: teacherId }, select: { avatarUrl: true } })).avatarUrl;

/** GET /api/avatars/... the way Next.js calls it: catch-all params as an array. */
async function fetchAvatar(avatarUrl: string) {
  const key = avatarUrl.replace('/api/avatars/', '').split('/').map(decodeURIComponent);
  const response = await getAvatar(new Request(`http://localhost:3000${avatarUrl}`), {
    params: Promise.resolve({ key }),
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('POST /api/teacher/settings/avatar', () => {
  it('accepts a real PNG, points avatarUrl at it, and GET serves it as image/png with nosniff', async () => {
    const { teacher, cookie } = await signedInTeacher();
    const response = await upload(uploadForm(tinyPng, 'me.png', 'image/png'), cookie);

    expect(response.status).toBe(200);
    const { avatarUrl } = response.json;
    expect(avatarUrl).toMatch(new RegExp(`^/api/avatars/${teacher.id}/[0-9a-f]{32}\\.png$`));
    expect(await avatarUrlOf(teacher.id)).toBe(avatarUrl);

    const served = await fetchAvatar(avatarUrl);
    expect(served.response.status).toBe(200);
    expect(served.response.headers.get('content-type')).toBe('image/png');
    expect(served.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.bytes.equals(tinyPng)).toBe(true);
  });

  it.each([
    ['GIF', tinyGif, 'gif'],
    ['WebP', tinyWebp, 'webp'],
    ['JPEG', jpegHeader, 'jpg'],
  ])('accepts a %s and names the stored file by its detected type', async (_type, bytes, extension) => {
    const { cookie } = await signedInTeacher();
    // The name and declared type are deliberately wrong: only the bytes count.
    const response = await upload(uploadForm(bytes, 'photo.bin', 'application/octet-stream'), cookie);
    expect(response.status).toBe(200);
    expect(response.json.avatarUrl).toMatch(new RegExp(`\\.${extension}$`));
  });

  it.each([
    ['an SVG', svgDocument, 'avatar.svg', 'image/svg+xml'],
    ['an SVG named avatar.png and declared image/png', svgDocument, 'avatar.png', 'image/png'],
    ['a text file', Buffer.from('just some notes, not a picture\n'), 'notes.txt', 'text/plain'],
    ['HTML named as a GIF', Buffer.from('<!doctype html><script>alert(1)</script>'), 'a.gif', 'image/gif'],
  ])('refuses %s with 415 and stores nothing', async (_case, bytes, fileName, type) => {
    const { teacher, cookie } = await signedInTeacher();
    const response = await upload(uploadForm(bytes, fileName, type), cookie);
    expect(response.status).toBe(415);
    expect(response.json.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(existsSync(storedFolder(teacher.id))).toBe(false);
    expect(await avatarUrlOf(teacher.id)).toBeNull();
  });

  it('refuses a file of 2 MB + 1 byte with 413 and stores nothing', async () => {
    const { teacher, cookie } = await signedInTeacher();
    const response = await upload(uploadForm(pngOfSize(maxAvatarBytes + 1), 'big.png', 'image/png'), cookie);
    expect(response.status).toBe(413);
    expect(response.json.error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(existsSync(storedFolder(teacher.id))).toBe(false);
    expect(await avatarUrlOf(teacher.id)).toBeNull();
  });

  it('accepts a file of exactly 2 MB', async () => {
    const { cookie } = await signedInTeacher();
    const response = await upload(uploadForm(pngOfSize(maxAvatarBytes), 'big.png', 'image/png'), cookie);
    expect(response.status).toBe(200);
  });

  it('refuses a declared Content-Length over the limit before reading the body', async () => {
    const { cookie } = await signedInTeacher();
    const response = await upload(uploadForm(tinyPng, 'me.png', 'image/png'), cookie, {
      'content-length': String(10 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
  });

  it("derives the key from the session: another teacher's avatar cannot be written", async () => {
    const owner = await signedInTeacher();
    const ownerUrl = (await upload(uploadForm(tinyPng, 'owner.png', 'image/png'), owner.cookie)).json.avatarUrl;
    const intruder = await signedInTeacher();

    // A key field is refused outright, like an unknown JSON field.
    const withKey = await upload(
      uploadForm(tinyGif, 'x.gif', 'image/gif', { key: ownerUrl.replace('/api/', '') }),
      intruder.cookie,
    );
    expect(withKey.status).toBe(400);

    // A file name aimed at the owner's folder is ignored: the file lands under the intruder.
    const traversal = await upload(
      uploadForm(tinyGif, `../${owner.teacher.id}/${ownerUrl.split('/').pop()}`, 'image/gif'),
      intruder.cookie,
    );
    expect(traversal.status).toBe(200);
    expect(traversal.json.avatarUrl).toMatch(new RegExp(`^/api/avatars/${intruder.teacher.id}/`));

    expect(await avatarUrlOf(owner.teacher.id)).toBe(ownerUrl);
    const served = await fetchAvatar(ownerUrl);
    expect(served.response.headers.get('content-type')).toBe('image/png');
    expect(served.bytes.equals(tinyPng)).toBe(true);
  });

  it('refuses a body that is not multipart (415) and a form without a file (400)', async () => {
    const { cookie } = await signedInTeacher();
    const json = await callRouteWithBody(POST, JSON.stringify({ avatarUrl: 'https://evil.test/x.png' }), {
      cookie,
      headers: { 'content-type': 'application/json' },
    });
    expect(json.status).toBe(415);
    const empty = new FormData();
    empty.append('note', 'no file here');
    expect((await upload(empty, cookie)).status).toBe(400);
  });

  it('needs a teacher session: none gives 401, a student session 403, and nothing is stored', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const anonymous = await upload(uploadForm(tinyPng, 'me.png', 'image/png'));
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.error.code).toBe('UNAUTHENTICATED');
    const asStudent = await upload(
      uploadForm(tinyPng, 'me.png', 'image/png'),
      await sessionCookie({ role: 'student', studentId: student.id }),
    );
    expect(asStudent.status).toBe(403);
    expect(existsSync(storedFolder(teacher.id))).toBe(false);
  });
});
