import 'server-only';
import { randomUUID } from 'node:crypto';
import { recordAudit } from '@/lib/audit/record-audit';
import type { Prisma } from '@/lib/core/db';
import type { RequestMeta } from '@/lib/core/request-meta';
import { lockMaterialTree } from '../lock-material-tree';
import type { TItemResult, TMaterialRef } from '../schemas';

const notFound = (item: TMaterialRef): TItemResult => ({
  ...item,
  ok: false,
  error: { code: 'NOT_FOUND', message: `${item.type[0]!.toUpperCase()}${item.type.slice(1)} not found` },
});

/**
 * Moves items of the teacher to the trash in the caller's transaction. A folder takes its whole live
 * subtree along (folders, templates, resources below it), all with one new `deletionBatchId`, so
 * `{ batchId }` restores exactly that cascade; a template or resource deleted on its own gets no
 * batch. Folders go first, so an item named beside its folder lands in the folder's batch. An item
 * that is missing, already in the trash or another teacher's is reported NOT_FOUND and nothing of it
 * changes. One audit entry names what was deleted.
 */
export async function softDeleteMaterials(
  tx: Prisma.TransactionClient,
  {
    teacherId,
    items,
    now = new Date(),
    meta,
  }: { teacherId: string; items: TMaterialRef[]; now?: Date; meta?: RequestMeta },
): Promise<TItemResult[]> {
  await lockMaterialTree(tx, teacherId);
  const outcome = new Map<string, TItemResult>();
  const deletedHere = new Set<string>();
  const batches: { folderId: string; batchId: string; folders: number; templates: number; resources: number }[] = [];
  const key = (item: TMaterialRef) => `${item.type}:${item.id}`;

  for (const item of items.filter((entry) => entry.type === 'folder')) {
    if (deletedHere.has(key(item))) {
      outcome.set(key(item), { ...item, ok: true });
      continue;
    }
    const subtree = await tx.$queryRaw<{ id: string }[]>`
      WITH RECURSIVE subtree AS (
        SELECT id FROM material_folders WHERE id = ${item.id}::uuid AND "teacherId" = ${teacherId}::uuid AND "deletedAt" IS NULL
        UNION ALL
        SELECT child.id FROM material_folders child JOIN subtree ON child."parentId" = subtree.id
        WHERE child."teacherId" = ${teacherId}::uuid AND child."deletedAt" IS NULL
      )
      SELECT id FROM subtree`;
    if (subtree.length === 0) {
      outcome.set(key(item), notFound(item));
      continue;
    }
    const folderIds = subtree.map((row) => row.id);
    const batchId = randomUUID();
    const data = { deletedAt: now, deletionBatchId: batchId };
    const templates = await tx.lessonTemplate.updateManyAndReturn({
      where: { teacherId, folderId: { in: folderIds }, deletedAt: null },
      data,
      select: { id: true },
    });
    const resources = await tx.resource.updateManyAndReturn({
      where: { teacherId, folderId: { in: folderIds }, deletedAt: null },
      data,
      select: { id: true },
    });
    await tx.materialFolder.updateMany({ where: { teacherId, id: { in: folderIds }, deletedAt: null }, data });
    for (const id of folderIds) deletedHere.add(`folder:${id}`);
    for (const { id } of templates) deletedHere.add(`template:${id}`);
    for (const { id } of resources) deletedHere.add(`resource:${id}`);
    batches.push({
      folderId: item.id,
      batchId,
      folders: folderIds.length,
      templates: templates.length,
      resources: resources.length,
    });
    outcome.set(key(item), { ...item, ok: true });
  }

  for (const item of items.filter((entry) => entry.type !== 'folder')) {
    if (deletedHere.has(key(item))) {
      outcome.set(key(item), { ...item, ok: true });
      continue;
    }
    const where = { id: item.id, teacherId, deletedAt: null };
    const data = { deletedAt: now, deletionBatchId: null };
    const { count } =
      item.type === 'template'
        ? await tx.lessonTemplate.updateMany({ where, data })
        : await tx.resource.updateMany({ where, data });
    outcome.set(key(item), count === 1 ? { ...item, ok: true } : notFound(item));
  }

  const results = items.map((item) => outcome.get(key(item))!);
  const deleted = results.filter((result) => result.ok).map(({ type, id }) => ({ type, id }));
  if (deleted.length) {
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'materials.delete',
      entity: {
        type: deleted.length === 1 ? deleted[0]!.type : 'materials',
        id: deleted.length === 1 ? deleted[0]!.id : null,
      },
      metadata: { items: deleted, batches },
      request: meta,
    });
  }
  return results;
}
