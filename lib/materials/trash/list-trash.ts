import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import type { TTrashBatch, TTrashList, TTrashListQuery } from './schemas';

const trashed = { not: null } as const;
const newestFirst = [{ deletedAt: 'desc' as const }, { id: 'asc' as const }];
const container = { select: { name: true, deletedAt: true } } as const;

/**
 * The teacher's trash, grouped as folders, templates and resources, newest first, with the folder
 * cascades (batches) the listed items belong to. With `folderId` (a trashed folder of the teacher,
 * else 404): only that folder's direct trashed contents. A constant number of statements.
 */
export async function listTrash({
  teacherId,
  query,
}: {
  teacherId: string;
  query: TTrashListQuery;
}): Promise<TTrashList> {
  let folder: TTrashList['folder'] = null;
  if (query.folderId) {
    const found = await db.materialFolder.findFirst({
      where: { teacherId, id: query.folderId, deletedAt: trashed },
      select: { id: true, name: true, parentId: true, parent: { select: { id: true, name: true, deletedAt: true } } },
    });
    if (!found) throw new NotFoundError('Folder');
    const { parent, ...rest } = found;
    folder = { ...rest, trashedParent: parent?.deletedAt ? { id: parent.id, name: parent.name } : null };
  }
  const inFolder = query.folderId ? { folderId: query.folderId } : {};
  const [folders, templates, resources] = await Promise.all([
    db.materialFolder.findMany({
      where: { teacherId, deletedAt: trashed, ...(query.folderId ? { parentId: query.folderId } : {}) },
      orderBy: newestFirst,
      select: {
        id: true,
        name: true,
        color: true,
        emoji: true,
        parentId: true,
        deletedAt: true,
        deletionBatchId: true,
        parent: container,
      },
    }),
    db.lessonTemplate.findMany({
      where: { teacherId, deletedAt: trashed, ...inFolder },
      orderBy: newestFirst,
      select: {
        id: true,
        name: true,
        description: true,
        folderId: true,
        deletedAt: true,
        deletionBatchId: true,
        folder: container,
      },
    }),
    db.resource.findMany({
      where: { teacherId, deletedAt: trashed, ...inFolder },
      orderBy: newestFirst,
      select: {
        id: true,
        label: true,
        description: true,
        url: true,
        provider: true,
        type: true,
        folderId: true,
        deletedAt: true,
        deletionBatchId: true,
        folder: container,
      },
    }),
  ]);

  const place = (
    row: { deletedAt: Date | null; deletionBatchId: string | null },
    at: { name: string; deletedAt: Date | null } | null,
  ) => ({
    deletedAt: row.deletedAt!.toISOString(),
    deletionBatchId: row.deletionBatchId,
    folderName: at?.name ?? null,
    insideTrashedFolder: Boolean(at?.deletedAt),
  });
  const batchIds = [...new Set([...folders, ...templates, ...resources].flatMap((row) => row.deletionBatchId ?? []))];
  return {
    folders: folders.map(({ parent, deletedAt, deletionBatchId, ...row }) => ({
      type: 'folder' as const,
      ...row,
      ...place({ deletedAt, deletionBatchId }, parent),
    })),
    templates: templates.map(({ folder: at, deletedAt, deletionBatchId, ...row }) => ({
      type: 'template' as const,
      ...row,
      ...place({ deletedAt, deletionBatchId }, at),
    })),
    resources: resources.map(({ folder: at, deletedAt, deletionBatchId, label, type, ...row }) => ({
      type: 'resource' as const,
      name: label,
      resourceType: type,
      ...row,
      ...place({ deletedAt, deletionBatchId }, at),
    })),
    batches: await summariseBatches(teacherId, batchIds),
    folder,
  };
}

/** Per batch: its top folder and how many of its items are still in the trash (two statements). */
async function summariseBatches(teacherId: string, batchIds: string[]): Promise<TTrashBatch[]> {
  if (!batchIds.length) return [];
  const [counts, roots] = await Promise.all([
    db.$queryRaw<{ batchId: string; kind: 'folder' | 'template' | 'resource'; count: number; deletedAt: Date }[]>`
      SELECT "deletionBatchId"::text AS "batchId", 'folder' AS kind, count(*)::int AS count, max("deletedAt") AS "deletedAt"
        FROM material_folders WHERE "teacherId" = ${teacherId}::uuid AND "deletedAt" IS NOT NULL AND "deletionBatchId" = ANY(${batchIds}::uuid[])
       GROUP BY "deletionBatchId"
      UNION ALL
      SELECT "deletionBatchId"::text, 'template', count(*)::int, max("deletedAt")
        FROM lesson_templates WHERE "teacherId" = ${teacherId}::uuid AND "deletedAt" IS NOT NULL AND "deletionBatchId" = ANY(${batchIds}::uuid[])
       GROUP BY "deletionBatchId"
      UNION ALL
      SELECT "deletionBatchId"::text, 'resource', count(*)::int, max("deletedAt")
        FROM resources WHERE "teacherId" = ${teacherId}::uuid AND "deletedAt" IS NOT NULL AND "deletionBatchId" = ANY(${batchIds}::uuid[])
       GROUP BY "deletionBatchId"`,
    db.$queryRaw<{ batchId: string; id: string; name: string }[]>`
      SELECT DISTINCT ON (f."deletionBatchId") f."deletionBatchId"::text AS "batchId", f.id::text AS id, f.name
        FROM material_folders f
        LEFT JOIN material_folders p
          ON p.id = f."parentId" AND p."deletionBatchId" = f."deletionBatchId" AND p."deletedAt" IS NOT NULL
       WHERE f."teacherId" = ${teacherId}::uuid AND f."deletedAt" IS NOT NULL
         AND f."deletionBatchId" = ANY(${batchIds}::uuid[]) AND p.id IS NULL
       ORDER BY f."deletionBatchId", f.depth, f.id`,
  ]);
  const batches = new Map<string, TTrashBatch>();
  for (const row of counts) {
    const batch = batches.get(row.batchId) ?? {
      batchId: row.batchId,
      rootFolder: null,
      deletedAt: row.deletedAt.toISOString(),
      folders: 0,
      templates: 0,
      resources: 0,
    };
    batch[`${row.kind}s`] = row.count;
    if (row.deletedAt.toISOString() > batch.deletedAt) batch.deletedAt = row.deletedAt.toISOString();
    batches.set(row.batchId, batch);
  }
  for (const root of roots) {
    const batch = batches.get(root.batchId);
    if (batch) batch.rootFolder = { id: root.id, name: root.name };
  }
  return [...batches.values()].sort(
    (a, b) => b.deletedAt.localeCompare(a.deletedAt) || a.batchId.localeCompare(b.batchId),
  );
}
