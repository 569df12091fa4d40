/**
 * A template written into a folder while that folder is being deleted: the write waits for the
 * delete (the per-teacher tree lock) and then finds the folder gone, so no live template is left in
 * a trashed folder, where no view would show it.
 */
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { transaction } from '@/lib/outbox/transaction';
import { createLessonTemplate, createTeacher } from '@/test/factories';
import { createMaterialFolder } from '@/test/factories/material';
import { softDeleteMaterials } from '../trash/soft-delete-materials';
import { createTemplate } from './create-template';
import { duplicateTemplate } from './duplicate-template';
import { updateTemplate } from './update-template';

/**
 * Deletes the folder in a transaction kept open while `write` starts, then commits and answers what
 * the write did. Without the lock the write does not wait: it sees the folder still live and lands in it.
 */
async function writeWhileFolderIsDeleted(teacherId: string, folderId: string, write: () => Promise<unknown>) {
  const settle = (work: Promise<unknown>) =>
    work.then(
      () => ({ ok: true as const }),
      (error: unknown) => ({ ok: false as const, error }),
    );
  // PGlite is one connection: a transaction held open would block the write itself, not race it, so
  // there the delete commits first and the write must still find the folder gone.
  if (!process.env.DATABASE_URL) {
    await transaction((tx) => softDeleteMaterials(tx, { teacherId, items: [{ type: 'folder', id: folderId }] }));
    return settle(write());
  }
  let deleted!: () => void;
  let release!: () => void;
  const inTrash = new Promise<void>((resolve) => (deleted = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const deleting = transaction(async (tx) => {
    await softDeleteMaterials(tx, { teacherId, items: [{ type: 'folder', id: folderId }] });
    deleted();
    await released;
  });
  await inTrash;
  const writing = settle(write());
  await new Promise((resolve) => setTimeout(resolve, 300));
  release();
  await deleting;
  return writing;
}

const liveInFolder = (folderId: string) => db.lessonTemplate.count({ where: { folderId, deletedAt: null } });

describe('a template written into a folder being deleted', () => {
  it('create, move and duplicate wait for the delete and answer 404; nothing live stays in the trashed folder', async () => {
    const teacher = await createTeacher();
    const cases: [string, (folderId: string) => Promise<() => Promise<unknown>>, string][] = [
      [
        'create',
        async (folderId) => () => createTemplate({ teacherId: teacher.id, input: { name: 'New', folderId } }),
        'Folder not found',
      ],
      [
        'move',
        async (folderId) => {
          const template = await createLessonTemplate({ teacherId: teacher.id });
          return () => updateTemplate({ teacherId: teacher.id, templateId: template.id, input: { folderId } });
        },
        'Folder not found',
      ],
      [
        'duplicate',
        async (folderId) => {
          const template = await createLessonTemplate({ teacherId: teacher.id, folderId });
          return () => duplicateTemplate({ teacherId: teacher.id, templateId: template.id });
        },
        'Template not found',
      ],
    ];
    for (const [name, prepare, message] of cases) {
      const folder = await createMaterialFolder({ teacherId: teacher.id });
      const write = await prepare(folder.id);
      const outcome = await writeWhileFolderIsDeleted(teacher.id, folder.id, write);
      expect(outcome, name).toMatchObject({ ok: false, error: { status: 404, message } });
      expect(await liveInFolder(folder.id), name).toBe(0);
    }
  });
});
