import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { findLiveFolder, relocateFolder } from '../folders/relocate-folder';
import type { TMoveMaterialsInput } from '../folders/schemas';
import { lockMaterialTree } from '../lock-material-tree';
import { bulkResult, type TBulkResult, type TItemResult, type TMaterialRef } from '../schemas';

const nouns = { folder: 'Folder', template: 'Template', resource: 'Resource' } as const;
const refused = (item: TMaterialRef, code: string, message: string): TItemResult => ({
  ...item,
  ok: false,
  error: { code, message },
});

/**
 * Moves folders, templates and resources of the teacher into `targetFolderId` (null = the root), in one
 * transaction under the tree lock. The target must be a live folder of the teacher, else 404 and nothing
 * moves. Each item is checked on its own, in the order given (so a later folder sees the earlier moves):
 * not the teacher's live item -> NOT_FOUND; a folder into itself or below itself -> FOLDER_CYCLE; a folder
 * whose subtree would reach depth 6 -> FOLDER_DEPTH_EXCEEDED; refused items change nothing. Moved folders
 * go last among their new siblings with their subtree depths updated; templates and resources get the
 * new folderId (one statement per kind).
 */
export async function moveMaterials({
  teacherId,
  input,
  meta,
}: {
  teacherId: string;
  input: TMoveMaterialsInput;
  meta?: RequestMeta;
}): Promise<TBulkResult> {
  return transaction(async (tx) => {
    await lockMaterialTree(tx, teacherId);
    const { items, targetFolderId } = input;
    const target = targetFolderId ? await findLiveFolder(tx, teacherId, targetFolderId) : null;
    if (targetFolderId && !target) throw new NotFoundError('Folder');
    const now = new Date();
    const outcome = new Map<string, TItemResult>();
    const key = (item: TMaterialRef) => `${item.type}:${item.id}`;

    for (const item of items.filter((entry) => entry.type === 'folder')) {
      const moved = await relocateFolder(tx, { teacherId, folderId: item.id, target, now });
      outcome.set(
        key(item),
        moved.ok
          ? { ...item, ok: true }
          : refused(item, moved.code, moved.code === 'NOT_FOUND' ? `${nouns.folder} not found` : moved.message),
      );
    }

    const data = { folderId: targetFolderId };
    const templateIds = items.filter((item) => item.type === 'template').map((item) => item.id);
    const resourceIds = items.filter((item) => item.type === 'resource').map((item) => item.id);
    const [templates, resources] = [
      templateIds.length
        ? await tx.lessonTemplate.updateManyAndReturn({
            where: { teacherId, id: { in: templateIds }, deletedAt: null },
            data,
            select: { id: true },
          })
        : [],
      resourceIds.length
        ? await tx.resource.updateManyAndReturn({
            where: { teacherId, id: { in: resourceIds }, deletedAt: null },
            data,
            select: { id: true },
          })
        : [],
    ];
    const movedItems = new Set([
      ...templates.map(({ id }) => `template:${id}`),
      ...resources.map(({ id }) => `resource:${id}`),
    ]);
    for (const item of items.filter((entry) => entry.type !== 'folder')) {
      outcome.set(
        key(item),
        movedItems.has(key(item)) ? { ...item, ok: true } : refused(item, 'NOT_FOUND', `${nouns[item.type]} not found`),
      );
    }

    const results = items.map((item) => outcome.get(key(item))!);
    const moved = results.filter((result) => result.ok).map(({ type, id }) => ({ type, id }));
    if (moved.length) {
      await recordAudit(tx, {
        teacherId,
        actor: { type: 'teacher', id: teacherId },
        action: 'materials.move',
        entity: { type: 'material_folder', id: targetFolderId },
        metadata: { targetFolderId, items: moved },
        request: meta,
      });
    }
    return bulkResult(results);
  });
}
