import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { ConflictError, NotFoundError } from '@/lib/core/errors';
import { isUniqueViolation } from '@/lib/core/prisma-errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { lockMaterialTree } from '../lock-material-tree';
import { resolveMaterialTags } from '../resolve-material-tags';
import { assertOwnLiveFolder, ownResourceWhere, readResource } from './resource-fields';
import type { TResource, TUpdateResourceInput } from './schemas';

type UpdateResource = { teacherId: string; resourceId: string; input: TUpdateResourceInput; meta?: RequestMeta };

/**
 * Changes any subset of a live resource of the teacher (another teacher's, a trashed or a missing
 * one: 404, nothing changed). `tagIds` and/or `tags` replace its tags when either is given; a new
 * `folderId` must be a live folder of the teacher (404) or null for the root. The provider is kept
 * unless given (it is inferred from the URL on create only: the dialog sends the one it shows).
 */
export async function updateResource({ teacherId, resourceId, input, meta }: UpdateResource): Promise<TResource> {
  const { tagIds, tags, favorite, folderId, description, ...fields } = input;
  try {
    return await write();
  } catch (error) {
    // Only a provider change can clash: an imported file already held by another resource of that provider.
    if (isUniqueViolation(error)) throw new ConflictError('Another of your resources already holds this drive file');
    throw error;
  }

  function write() {
    return transaction(async (tx) => {
      if (folderId) await lockMaterialTree(tx, teacherId); // a move: the folder cannot go to the trash meanwhile
      const before = await readResource(tx, teacherId, resourceId);
      await assertOwnLiveFolder(tx, teacherId, folderId);
      // updatedAt is set explicitly so that a tags-only change still counts as an edit.
      const { count } = await tx.resource.updateMany({
        where: ownResourceWhere(teacherId, resourceId),
        data: {
          ...fields,
          ...(description !== undefined ? { description: description || null } : {}),
          ...(favorite !== undefined ? { isFavorite: favorite } : {}),
          ...(folderId !== undefined ? { folderId } : {}),
          updatedAt: new Date(),
        },
      });
      if (count === 0) throw new NotFoundError('Resource'); // trashed meanwhile
      if (tagIds !== undefined || tags !== undefined) {
        const ids = await resolveMaterialTags(tx, teacherId, { tagIds, tags });
        await tx.resourceTag.deleteMany({ where: { resourceId } });
        await tx.resourceTag.createMany({ data: ids.map((tagId) => ({ resourceId, tagId })) });
      }
      const after = await readResource(tx, teacherId, resourceId);
      await recordAudit(tx, {
        teacherId,
        actor: { type: 'teacher', id: teacherId },
        action: 'resource.update',
        entity: { type: 'resource', id: resourceId },
        before,
        after,
        request: meta,
      });
      return after;
    });
  }
}
