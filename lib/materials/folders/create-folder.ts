import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { BusinessRuleError, NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { lockMaterialTree } from '../lock-material-tree';
import { maxFolderDepth } from '../schemas';
import { folderSelect, toFolder } from './folder-json';
import { findLiveFolder, folderRuleMessages } from './relocate-folder';
import type { TCreateFolderInput, TFolder } from './schemas';

/**
 * Creates a folder of the teacher at the root or in one of the teacher's live folders (else 404),
 * last among its siblings. A folder that would sit at depth 6 is refused (422 FOLDER_DEPTH_EXCEEDED)
 * and nothing is written. The tree lock makes the depth read and the insert one step.
 */
export async function createFolder({
  teacherId,
  input,
  meta,
}: {
  teacherId: string;
  input: TCreateFolderInput;
  meta?: RequestMeta;
}): Promise<TFolder> {
  return transaction(async (tx) => {
    await lockMaterialTree(tx, teacherId);
    const parentId = input.parentId ?? null;
    const parent = parentId ? await findLiveFolder(tx, teacherId, parentId) : null;
    if (parentId && !parent) throw new NotFoundError('Folder');
    const depth = (parent?.depth ?? 0) + 1;
    if (depth > maxFolderDepth) {
      throw new BusinessRuleError('FOLDER_DEPTH_EXCEEDED', folderRuleMessages.FOLDER_DEPTH_EXCEEDED);
    }
    const last = await tx.materialFolder.aggregate({
      where: { teacherId, parentId, deletedAt: null },
      _max: { sortOrder: true },
    });
    const folder = await tx.materialFolder.create({
      data: {
        teacherId,
        parentId,
        name: input.name,
        color: input.color ?? null,
        emoji: input.emoji ?? null,
        depth,
        sortOrder: (last._max.sortOrder ?? -1) + 1,
      },
      select: folderSelect,
    });
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'material_folder.create',
      entity: { type: 'material_folder', id: folder.id },
      after: { name: folder.name, color: folder.color, emoji: folder.emoji, parentId, depth },
      request: meta,
    });
    return toFolder(folder);
  });
}
