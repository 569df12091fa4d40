import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { lockMaterialTree } from '../lock-material-tree';
import { folderSelect, toFolder } from './folder-json';
import { findLiveFolder } from './relocate-folder';
import type { TFolderList, TReorderFoldersInput } from './schemas';

/**
 * Puts one parent's live child folders (parentId null = the root folders) in the order of `folderIds`:
 * the named folders first, in that order, then any sibling not named, in its current order; sortOrder
 * becomes 0..n-1. The parent and every named folder must be the teacher's, live, and (for the folders)
 * children of that parent, else 404 and nothing changes. Answers the siblings in their new order.
 */
export async function reorderFolders({
  teacherId,
  input,
  meta,
}: {
  teacherId: string;
  input: TReorderFoldersInput;
  meta?: RequestMeta;
}): Promise<TFolderList> {
  return transaction(async (tx) => {
    await lockMaterialTree(tx, teacherId);
    const { parentId, folderIds } = input;
    if (parentId && !(await findLiveFolder(tx, teacherId, parentId))) throw new NotFoundError('Folder');
    const siblings = await tx.materialFolder.findMany({
      where: { teacherId, parentId, deletedAt: null },
      orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }, { id: 'asc' }],
      select: { id: true },
    });
    const known = new Set(siblings.map((folder) => folder.id));
    if (folderIds.some((id) => !known.has(id))) throw new NotFoundError('Folder');
    const named = new Set(folderIds);
    const order = [...folderIds, ...siblings.map((folder) => folder.id).filter((id) => !named.has(id))];
    const positions = order.map((_, index) => index);
    const now = new Date();
    await tx.$executeRaw`
      UPDATE material_folders f
         SET "sortOrder" = o.position,
             "updatedAt" = CASE WHEN f."sortOrder" = o.position THEN f."updatedAt" ELSE ${now}::timestamptz END
        FROM unnest(${order}::uuid[], ${positions}::int[]) AS o(id, position)
       WHERE f.id = o.id AND f."teacherId" = ${teacherId}::uuid`;
    const folders = await tx.materialFolder.findMany({
      where: { teacherId, parentId, deletedAt: null },
      orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
      select: folderSelect,
    });
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'material_folder.reorder',
      entity: { type: 'material_folder', id: parentId },
      metadata: { parentId, folderIds: order },
      request: meta,
    });
    return { data: folders.map(toFolder) };
  });
}
