/** Test helper: a small folder tree of one teacher (not shipped code; imported by trash tests only). */
import { db } from '@/lib/core/db';
import { createLessonTemplate, createResource, createTeacher } from '@/test/factories';
import { createMaterialFolder } from '@/test/factories/material';

/**
 * A > B > C (depth 1..3) with a template in A, a resource in B and a template in C; a sibling root
 * folder S with a resource; a root template. All live.
 */
export async function buildTree(teacherId?: string) {
  const owner = teacherId ?? (await createTeacher()).id;
  const a = await createMaterialFolder({ teacherId: owner, name: 'A' });
  const b = await createMaterialFolder({ teacherId: owner, name: 'B', parentId: a.id });
  const c = await createMaterialFolder({ teacherId: owner, name: 'C', parentId: b.id });
  const s = await createMaterialFolder({ teacherId: owner, name: 'S' });
  const templateInA = await createLessonTemplate({ teacherId: owner, folderId: a.id });
  const resourceInB = await createResource({ teacherId: owner, folderId: b.id });
  const templateInC = await createLessonTemplate({ teacherId: owner, folderId: c.id });
  const resourceInS = await createResource({ teacherId: owner, folderId: s.id });
  const rootTemplate = await createLessonTemplate({ teacherId: owner });
  return { teacherId: owner, a, b, c, s, templateInA, resourceInB, templateInC, resourceInS, rootTemplate };
}

export type Tree = Awaited<ReturnType<typeof buildTree>>;

/** deletedAt and deletionBatchId of every folder, template and resource of the teacher, by id. */
export async function trashState(teacherId: string) {
  const select = { id: true, deletedAt: true, deletionBatchId: true } as const;
  const [folders, templates, resources] = await Promise.all([
    db.materialFolder.findMany({ where: { teacherId }, select: { ...select, parentId: true, depth: true } }),
    db.lessonTemplate.findMany({ where: { teacherId }, select: { ...select, folderId: true } }),
    db.resource.findMany({ where: { teacherId }, select: { ...select, folderId: true } }),
  ]);
  return new Map<
    string,
    {
      deletedAt: Date | null;
      deletionBatchId: string | null;
      parentId?: string | null;
      folderId?: string | null;
      depth?: number;
    }
  >([...folders, ...templates, ...resources].map((row) => [row.id, row]));
}

/** Live templates/resources/folders that sit in a trashed folder (must always be none). */
export async function liveInTrashedFolders(teacherId: string): Promise<string[]> {
  const trashed = { deletedAt: { not: null } };
  const [folders, templates, resources] = await Promise.all([
    db.materialFolder.findMany({ where: { teacherId, deletedAt: null, parent: trashed }, select: { id: true } }),
    db.lessonTemplate.findMany({ where: { teacherId, deletedAt: null, folder: trashed }, select: { id: true } }),
    db.resource.findMany({ where: { teacherId, deletedAt: null, folder: trashed }, select: { id: true } }),
  ]);
  return [...folders, ...templates, ...resources].map((row) => row.id);
}
