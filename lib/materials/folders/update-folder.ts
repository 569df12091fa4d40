import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { BusinessRuleError, NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { lockMaterialTree } from '../lock-material-tree';
import { folderSelect, toFolder } from './folder-json';
import { findLiveFolder, relocateFolder } from './relocate-folder';
import type { TFolder, TUpdateFolderInput } from './schemas';

/**
 * Edits a live folder of the teacher (404 otherwise). A `parentId` different from the current one moves
 * the folder with its subtree (the new parent must be a live folder of the teacher, else 404; into
 * itself or below itself 422 FOLDER_CYCLE; any folder deeper than 5 422 FOLDER_DEPTH_EXCEEDED; a refusal
 * changes nothing, the name either). Under the tree lock, so concurrent moves are checked one by one.
 */
export async function updateFolder({
  teacherId,
  folderId,
  input,
  meta,
}: {
  teacherId: string;
  folderId: string;
  input: TUpdateFolderInput;
  meta?: RequestMeta;
}): Promise<TFolder> {
  return transaction(async (tx) => {
    await lockMaterialTree(tx, teacherId);
    const before = await findLiveFolder(tx, teacherId, folderId);
    if (!before) throw new NotFoundError('Folder');

    if (input.parentId !== undefined && input.parentId !== before.parentId) {
      const target = input.parentId ? await findLiveFolder(tx, teacherId, input.parentId) : null;
      if (input.parentId && !target) throw new NotFoundError('Folder');
      const outcome = await relocateFolder(tx, { teacherId, folderId, target });
      if (!outcome.ok) {
        if (outcome.code === 'NOT_FOUND') throw new NotFoundError('Folder');
        throw new BusinessRuleError(outcome.code, outcome.message);
      }
    }

    const { name, color, emoji } = input;
    const changesFields = name !== undefined || color !== undefined || emoji !== undefined;
    const folder = changesFields
      ? await tx.materialFolder.update({ where: { id: folderId }, data: { name, color, emoji }, select: folderSelect })
      : await tx.materialFolder.findUniqueOrThrow({ where: { id: folderId }, select: folderSelect });

    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'material_folder.update',
      entity: { type: 'material_folder', id: folderId },
      before: { name: before.name, color: before.color, emoji: before.emoji, parentId: before.parentId, depth: before.depth },
      after: { name: folder.name, color: folder.color, emoji: folder.emoji, parentId: folder.parentId, depth: folder.depth },
      request: meta,
    });
    return toFolder(folder);
  });
}
