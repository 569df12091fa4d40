import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/core/db';
import { storage } from '@/lib/integrations/storage/storage';
import { permanentDeleteFromTrash } from '@/lib/materials/trash/permanent-delete-from-trash';
import { createTeacher } from '@/test/factories';
import { purgeStoredFiles, trashedFileRetentionDays } from './purge-stored-files';

let uploadsDir: string;
beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'lektio-purge-'));
  vi.stubEnv('UPLOADS_DIR', uploadsDir);
  vi.stubEnv('S3_BUCKET', '');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(uploadsDir, { recursive: true, force: true });
});

const day = 24 * 60 * 60 * 1000;

async function storedFileResource(teacherId: string, deletedAt: Date | null) {
  const id = crypto.randomUUID();
  const key = `resources/${teacherId}/${id}.pdf`;
  await storage().put(key, new Uint8Array([37, 80, 68, 70]), 'application/pdf');
  await db.resource.create({
    data: { id, teacherId, label: 'Sheet', url: `/api/resources/${id}/file`, fileKey: key, fileName: 'a.pdf', deletedAt },
  });
  return { id, key };
}

describe('purgeStoredFiles', () => {
  it('deletes files trashed beyond the retention, row and stored object; keeps live and recently trashed ones', async () => {
    const teacher = await createTeacher();
    const now = new Date();
    const old = await storedFileResource(teacher.id, new Date(now.getTime() - (trashedFileRetentionDays + 1) * day));
    const recent = await storedFileResource(teacher.id, new Date(now.getTime() - day));
    const live = await storedFileResource(teacher.id, null);

    const result = await purgeStoredFiles({ now });
    expect(result.expiredResources).toBeGreaterThanOrEqual(1);
    expect(await db.resource.findUnique({ where: { id: old.id } })).toBeNull();
    expect(await storage().get(old.key)).toBeNull();
    for (const kept of [recent, live]) {
      expect(await db.resource.findUnique({ where: { id: kept.id } })).not.toBeNull();
      expect(await storage().get(kept.key)).not.toBeNull();
    }
    expect(await db.storedFileDeletion.count({ where: { key: old.key } })).toBe(0);
    // Idempotent: a second run finds nothing of this teacher's left to do.
    await purgeStoredFiles({ now });
    expect(await storage().get(recent.key)).not.toBeNull();
  });

  it('removes the stored file of a resource deleted for good from the trash (queued by the trigger)', async () => {
    const teacher = await createTeacher();
    const trashed = await storedFileResource(teacher.id, new Date());
    await permanentDeleteFromTrash({ teacherId: teacher.id, input: { type: 'resource', id: trashed.id } });
    expect(await db.storedFileDeletion.count({ where: { key: trashed.key } })).toBe(1);
    await purgeStoredFiles();
    expect(await storage().get(trashed.key)).toBeNull();
    expect(await db.storedFileDeletion.count({ where: { key: trashed.key } })).toBe(0);
  });

  it("removes a teacher's files when the teacher's account row goes (cascade)", async () => {
    const teacher = await createTeacher();
    const file = await storedFileResource(teacher.id, null);
    await db.teacher.delete({ where: { id: teacher.id } });
    await purgeStoredFiles();
    expect(await storage().get(file.key)).toBeNull();
  });
});
