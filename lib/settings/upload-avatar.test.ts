import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { storage } from '@/lib/integrations/storage/storage';
import { createTeacher } from '@/test/factories';
import { tinyGif, tinyPng } from '@/test/fixtures/images';
import { avatarKeyFromUrl } from './avatar-key';
import { uploadAvatar } from './upload-avatar';

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

const keyOf = (avatarUrl: string) => avatarKeyFromUrl(avatarUrl)!.key;

describe('uploadAvatar', () => {
  it('deletes the previous stored avatar when a new one replaces it', async () => {
    const teacher = await createTeacher();
    const first = await uploadAvatar({ teacherId: teacher.id, bytes: tinyPng });
    const second = await uploadAvatar({ teacherId: teacher.id, bytes: tinyGif });
    expect(second.avatarUrl).not.toBe(first.avatarUrl);
    expect(await storage().get(keyOf(first.avatarUrl))).toBeNull();
    expect(await storage().get(keyOf(second.avatarUrl))).toMatchObject({ contentType: 'image/gif' });
  });

  it("leaves a previous URL alone when it is not this teacher's stored file", async () => {
    const owner = await createTeacher();
    const { avatarUrl: ownerUrl } = await uploadAvatar({ teacherId: owner.id, bytes: tinyPng });
    // However avatarUrl came to point there, replacing it must not delete another teacher's file.
    const other = await createTeacher({ avatarUrl: ownerUrl });
    await uploadAvatar({ teacherId: other.id, bytes: tinyGif });
    expect(await storage().get(keyOf(ownerUrl))).not.toBeNull();

    const withExternal = await createTeacher({ avatarUrl: 'https://lh3.googleusercontent.com/a/photo' });
    await expect(uploadAvatar({ teacherId: withExternal.id, bytes: tinyPng })).resolves.toBeDefined();
  });

  it('writes a teacher.avatar_update audit entry, with the URLs redacted', async () => {
    const teacher = await createTeacher();
    const request = { requestId: 'req-avatar-1', ipAddress: '10.0.0.1', userAgent: 'vitest' };
    await uploadAvatar({ teacherId: teacher.id, bytes: tinyPng, request });
    await flushAudits();
    const entry = await db.auditLog.findFirstOrThrow({
      where: { teacherId: teacher.id, action: 'teacher.avatar_update' },
    });
    expect(entry).toMatchObject({
      actorType: 'teacher',
      actorId: teacher.id,
      entityType: 'teacher',
      entityId: teacher.id,
      requestId: 'req-avatar-1',
      metadata: { contentType: 'image/png', bytes: tinyPng.length },
    });
    expect(entry.changes).toEqual({ avatarUrl: { old: null, new: '[redacted]' } });
  });

  it('refuses a deleted teacher and stores nothing', async () => {
    const teacher = await createTeacher({ deletedAt: new Date() });
    await expect(uploadAvatar({ teacherId: teacher.id, bytes: tinyPng })).rejects.toMatchObject({ status: 404 });
    expect(existsSync(path.join(uploadsDir, 'objects', 'avatars', teacher.id))).toBe(false);
  });
});
