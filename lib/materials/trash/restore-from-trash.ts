import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import type { Prisma } from '@/lib/core/db';
import { BusinessRuleError, NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { lockMaterialTree } from '../lock-material-tree';
import { maxFolderDepth } from '../schemas';
import type { TRestoreInput, TRestoreResult } from './schemas';

type FolderRow = {
  id: string;
  parentId: string | null;
  depth: number;
  deletedAt: Date | null;
  deletionBatchId: string | null;
};
type ItemRow = { id: string; folderId: string | null };

const trashed = { not: null } as const;

/**
 * Takes items of the teacher out of the trash (docs/decisions/0035):
 * - `{ batchId }`: exactly the items of that folder cascade still in the trash;
 * - `{ type: 'folder', id }`: the folder and its trashed subtree of the same batch;
 * - `{ type: 'template' | 'resource', id }`: that item.
 * Where something restored sat in a folder that is still in the trash, the path of trashed ancestor
 * folders is restored too (those folders only, not their other contents), so no live item ever sits
 * in a trashed folder. Depths are computed afresh from the live tree; a restored top folder whose old
 * place would now put any folder deeper than 5 levels goes to the top level instead (`movedToRoot`).
 * Restored items leave their batch (deletionBatchId cleared). 404 when nothing of the teacher's in
 * the trash matches. One transaction under the teacher's tree lock, one audit entry.
 */
export async function restoreFromTrash({
  teacherId,
  input,
  meta,
}: {
  teacherId: string;
  input: TRestoreInput;
  meta?: RequestMeta;
}): Promise<TRestoreResult> {
  return transaction(async (tx) => {
    await lockMaterialTree(tx, teacherId);
    const folders = await tx.materialFolder.findMany({
      where: { teacherId },
      select: { id: true, parentId: true, depth: true, deletedAt: true, deletionBatchId: true },
    });
    const byId = new Map(folders.map((folder) => [folder.id, folder]));
    const { folderIds, templates, resources } = await chooseTargets(tx, teacherId, input, folders, byId);
    if (folderIds.size + templates.length + resources.length === 0) throw new NotFoundError('Trash item');

    // The path rule: trashed ancestors of anything restored come back too (folders only).
    const containers = [
      ...[...folderIds].map((id) => byId.get(id)!.parentId),
      ...templates.map((item) => item.folderId),
      ...resources.map((item) => item.folderId),
    ];
    for (let container of containers) {
      while (container && !folderIds.has(container)) {
        const folder = byId.get(container);
        if (!folder?.deletedAt) break;
        folderIds.add(folder.id);
        container = folder.parentId;
      }
    }

    const { depths, movedToRoot } = placeFolders(folderIds, byId);
    const restoredFolders = [...folderIds];
    const clear = { deletedAt: null, deletionBatchId: null };
    if (movedToRoot.length) {
      await tx.materialFolder.updateMany({ where: { teacherId, id: { in: movedToRoot } }, data: { parentId: null } });
    }
    const byDepth = new Map<number, string[]>();
    for (const id of restoredFolders) byDepth.set(depths.get(id)!, [...(byDepth.get(depths.get(id)!) ?? []), id]);
    for (const [depth, ids] of byDepth) {
      await tx.materialFolder.updateMany({ where: { teacherId, id: { in: ids } }, data: { ...clear, depth } });
    }
    const templateIds = templates.map((item) => item.id);
    const resourceIds = resources.map((item) => item.id);
    if (templateIds.length) {
      await tx.lessonTemplate.updateMany({
        where: { teacherId, id: { in: templateIds }, deletedAt: trashed },
        data: clear,
      });
    }
    if (resourceIds.length) {
      await tx.resource.updateMany({ where: { teacherId, id: { in: resourceIds }, deletedAt: trashed }, data: clear });
    }

    const restored = { folders: restoredFolders, templates: templateIds, resources: resourceIds };
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'materials.restore',
      entity: 'batchId' in input ? { type: 'deletion_batch', id: input.batchId } : { type: input.type, id: input.id },
      metadata: { restored, movedToRoot },
      request: meta,
    });
    return { restored, movedToRoot };
  });
}

async function chooseTargets(
  tx: Prisma.TransactionClient,
  teacherId: string,
  input: TRestoreInput,
  folders: FolderRow[],
  byId: Map<string, FolderRow>,
): Promise<{ folderIds: Set<string>; templates: ItemRow[]; resources: ItemRow[] }> {
  const select = { id: true, folderId: true } as const;
  if ('batchId' in input) {
    const where = { teacherId, deletionBatchId: input.batchId, deletedAt: trashed };
    // One connection serves a transaction: its statements go one after another (pg 9 refuses overlapping ones).
    const templates = await tx.lessonTemplate.findMany({ where, select });
    const resources = await tx.resource.findMany({ where, select });
    const folderIds = new Set(
      folders
        .filter((folder) => folder.deletedAt && folder.deletionBatchId === input.batchId)
        .map((folder) => folder.id),
    );
    return { folderIds, templates, resources };
  }
  if (input.type === 'folder') {
    const root = byId.get(input.id);
    if (!root?.deletedAt) throw new NotFoundError('Trash item');
    const folderIds = new Set([root.id]);
    const batchId = root.deletionBatchId;
    if (!batchId) return { folderIds, templates: [], resources: [] };
    const children = new Map<string, FolderRow[]>();
    for (const folder of folders) {
      if (folder.parentId) children.set(folder.parentId, [...(children.get(folder.parentId) ?? []), folder]);
    }
    const queue = [root.id];
    while (queue.length) {
      for (const child of children.get(queue.pop()!) ?? []) {
        if (child.deletedAt && child.deletionBatchId === batchId && !folderIds.has(child.id)) {
          folderIds.add(child.id);
          queue.push(child.id);
        }
      }
    }
    const where = { teacherId, folderId: { in: [...folderIds] }, deletionBatchId: batchId, deletedAt: trashed };
    // One connection serves a transaction: its statements go one after another (pg 9 refuses overlapping ones).
    const templates = await tx.lessonTemplate.findMany({ where, select });
    const resources = await tx.resource.findMany({ where, select });
    return { folderIds, templates, resources };
  }
  const where = { teacherId, id: input.id, deletedAt: trashed };
  const item =
    input.type === 'template'
      ? await tx.lessonTemplate.findFirst({ where, select })
      : await tx.resource.findFirst({ where, select });
  if (!item) throw new NotFoundError('Trash item');
  return {
    folderIds: new Set(),
    templates: input.type === 'template' ? [item] : [],
    resources: input.type === 'resource' ? [item] : [],
  };
}

/**
 * New depth of every folder to restore, from the live tree as it is now (a live parent may have moved
 * while these sat in the trash). A top folder (its parent is live or none) whose subtree would reach
 * below level 5 goes to the top level instead.
 */
function placeFolders(
  restoring: Set<string>,
  byId: Map<string, FolderRow>,
): { depths: Map<string, number>; movedToRoot: string[] } {
  const depths = new Map<string, number>();
  const movedToRoot: string[] = [];
  const children = new Map<string, string[]>();
  const tops: string[] = [];
  for (const id of restoring) {
    const parentId = byId.get(id)!.parentId;
    if (parentId && restoring.has(parentId)) children.set(parentId, [...(children.get(parentId) ?? []), id]);
    else tops.push(id);
  }
  for (const top of tops) {
    const parent = byId.get(top)!.parentId ? byId.get(byId.get(top)!.parentId!) : undefined;
    const below = new Map<string, number>();
    const walk = (id: string, level: number) => {
      below.set(id, level);
      for (const child of children.get(id) ?? []) walk(child, level + 1);
    };
    walk(top, 1);
    const height = Math.max(...below.values());
    let base = parent && !parent.deletedAt ? parent.depth : 0;
    if (base + height > maxFolderDepth) {
      if (base > 0) movedToRoot.push(top);
      base = 0;
    }
    if (height > maxFolderDepth) {
      throw new BusinessRuleError(
        'FOLDER_DEPTH_EXCEEDED',
        `Folders can be nested at most ${maxFolderDepth} levels deep`,
      );
    }
    for (const [id, level] of below) depths.set(id, base + level);
  }
  return { depths, movedToRoot };
}
