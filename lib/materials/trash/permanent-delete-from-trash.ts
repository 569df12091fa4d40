import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import type { Prisma } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { lockMaterialTree } from '../lock-material-tree';
import type { TPermanentDeleteInput, TPermanentDeleteResult } from './schemas';

const trashed = { not: null } as const;

/**
 * Deletes trashed items of the teacher for good (docs/decisions/0035): `{ type, id }`, `{ batchId }`
 * or `{ all: true }`. A folder takes every folder below it and every template and resource in them
 * (explicitly: the folder foreign keys of templates and resources would only set null). With a
 * resource go its template and session links, tags and drive-copy records (foreign-key cascades);
 * with a template its session links and tags, while its snapshots stay on the sessions. Only items in
 * the trash: a live item is NOT_FOUND, as is another teacher's; `{ all: true }` on an empty trash
 * answers zeros.
 */
export async function permanentDeleteFromTrash({
  teacherId,
  input,
  meta,
}: {
  teacherId: string;
  input: TPermanentDeleteInput;
  meta?: RequestMeta;
}): Promise<TPermanentDeleteResult> {
  return transaction(async (tx) => {
    await lockMaterialTree(tx, teacherId);
    const { rootFolderIds, templateIds, resourceIds } = await chooseTargets(tx, teacherId, input);
    if ('type' in input && rootFolderIds.length + templateIds.length + resourceIds.length === 0) {
      throw new NotFoundError('Trash item');
    }
    if ('batchId' in input && rootFolderIds.length + templateIds.length + resourceIds.length === 0) {
      throw new NotFoundError('Deletion batch');
    }
    const folderIds = rootFolderIds.length ? await subtreeOf(tx, teacherId, rootFolderIds) : [];
    // Templates and resources in a folder that goes: only trashed ones (a live one cannot sit in a
    // trashed folder; were one there, its folder id would be set to null and it would survive at the top).
    const inFolders = { folderId: { in: folderIds }, deletedAt: trashed };
    const templates = await tx.lessonTemplate.deleteMany({
      where: { teacherId, OR: [{ id: { in: templateIds }, deletedAt: trashed }, inFolders] },
    });
    const resources = await tx.resource.deleteMany({
      where: { teacherId, OR: [{ id: { in: resourceIds }, deletedAt: trashed }, inFolders] },
    });
    const removedFolders = folderIds.length
      ? await tx.materialFolder.deleteMany({ where: { teacherId, id: { in: folderIds } } })
      : { count: 0 };
    const deleted = { folders: removedFolders.count, templates: templates.count, resources: resources.count };
    if (deleted.folders + deleted.templates + deleted.resources > 0) {
      await recordAudit(tx, {
        teacherId,
        actor: { type: 'teacher', id: teacherId },
        action: 'materials.permanent_delete',
        entity:
          'type' in input
            ? { type: input.type, id: input.id }
            : 'batchId' in input
              ? { type: 'deletion_batch', id: input.batchId }
              : { type: 'trash', id: null },
        // Ids named by the request or the folders' subtree (the first 500 of each kind: emptying a
        // large trash must not write a huge audit row); templates and resources inside the folders
        // are counted in `deleted`.
        metadata: {
          deleted,
          folderIds: folderIds.slice(0, 500),
          templateIds: templateIds.slice(0, 500),
          resourceIds: resourceIds.slice(0, 500),
        },
        request: meta,
      });
    }
    return { deleted };
  });
}

async function chooseTargets(
  tx: Prisma.TransactionClient,
  teacherId: string,
  input: TPermanentDeleteInput,
): Promise<{ rootFolderIds: string[]; templateIds: string[]; resourceIds: string[] }> {
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
  const select = { id: true } as const;
  if ('type' in input) {
    const where = { teacherId, id: input.id, deletedAt: trashed };
    const found =
      input.type === 'folder'
        ? await tx.materialFolder.findFirst({ where, select })
        : input.type === 'template'
          ? await tx.lessonTemplate.findFirst({ where, select })
          : await tx.resource.findFirst({ where, select });
    if (!found) return { rootFolderIds: [], templateIds: [], resourceIds: [] };
    return {
      rootFolderIds: input.type === 'folder' ? [found.id] : [],
      templateIds: input.type === 'template' ? [found.id] : [],
      resourceIds: input.type === 'resource' ? [found.id] : [],
    };
  }
  const where =
    'batchId' in input
      ? { teacherId, deletionBatchId: input.batchId, deletedAt: trashed }
      : { teacherId, deletedAt: trashed };
  // One connection serves a transaction: its statements go one after another (pg 9 refuses overlapping ones).
  const folders = await tx.materialFolder.findMany({ where, select });
  const templates = await tx.lessonTemplate.findMany({ where, select });
  const resources = await tx.resource.findMany({ where, select });
  return { rootFolderIds: ids(folders), templateIds: ids(templates), resourceIds: ids(resources) };
}

/** The folders and every folder below them (one recursive statement). */
async function subtreeOf(tx: Prisma.TransactionClient, teacherId: string, rootIds: string[]): Promise<string[]> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    WITH RECURSIVE subtree AS (
      SELECT id FROM material_folders WHERE "teacherId" = ${teacherId}::uuid AND id = ANY(${rootIds}::uuid[])
      UNION
      SELECT child.id FROM material_folders child JOIN subtree ON child."parentId" = subtree.id
      WHERE child."teacherId" = ${teacherId}::uuid
    )
    SELECT id::text AS id FROM subtree`;
  return rows.map((row) => row.id);
}
