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

/**
 * Per batch: how many of its items are still in the trash, and its top folder when everything of the
 * batch still in the trash sits in that one folder (three statements).
 */
async function summariseBatches(teacherId: string, batchIds: string[]): Promise<TTrashBatch[]> {
  if (!batchIds.length) return [];
  const [counts, roots, loose] = await Promise.all([
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
    // Folders of a batch whose parent is not a trashed folder of the same batch.
    db.$queryRaw<{ batchId: string; id: string; name: string }[]>`
      SELECT f."deletionBatchId"::text AS "batchId", f.id::text AS id, f.name
        FROM material_folders f
        LEFT JOIN material_folders p
          ON p.id = f."parentId" AND p."deletionBatchId" = f."deletionBatchId" AND p."deletedAt" IS NOT NULL
       WHERE f."teacherId" = ${teacherId}::uuid AND f."deletedAt" IS NOT NULL
         AND f."deletionBatchId" = ANY(${batchIds}::uuid[]) AND p.id IS NULL`,
    // Templates and resources of a batch that are not in a trashed folder of the same batch.
    db.$queryRaw<{ batchId: string }[]>`
      SELECT DISTINCT item."deletionBatchId"::text AS "batchId" FROM (
        SELECT "deletionBatchId", "folderId" FROM lesson_templates
         WHERE "teacherId" = ${teacherId}::uuid AND "deletedAt" IS NOT NULL AND "deletionBatchId" = ANY(${batchIds}::uuid[])
        UNION ALL
        SELECT "deletionBatchId", "folderId" FROM resources
         WHERE "teacherId" = ${teacherId}::uuid AND "deletedAt" IS NOT NULL AND "deletionBatchId" = ANY(${batchIds}::uuid[])
      ) AS item
      LEFT JOIN material_folders f
        ON f.id = item."folderId" AND f."deletionBatchId" = item."deletionBatchId" AND f."deletedAt" IS NOT NULL
      WHERE f.id IS NULL`,
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
  const looseBatches = new Set(loose.map((row) => row.batchId));
  const rootsOf = new Map<string, { id: string; name: string }[]>();
  for (const root of roots) rootsOf.set(root.batchId, [...(rootsOf.get(root.batchId) ?? []), root]);
  for (const [batchId, batchRoots] of rootsOf) {
    const batch = batches.get(batchId);
    if (batch && batchRoots.length === 1 && !looseBatches.has(batchId)) {
      batch.rootFolder = { id: batchRoots[0]!.id, name: batchRoots[0]!.name };
    }
  }
  return [...batches.values()].sort(
    (a, b) => b.deletedAt.localeCompare(a.deletedAt) || a.batchId.localeCompare(b.batchId),
  );
}
