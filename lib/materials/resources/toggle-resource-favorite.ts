import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { readResource } from './resource-fields';
import type { TResource } from './schemas';

type ToggleFavorite = { teacherId: string; resourceId: string; meta?: RequestMeta };

/**
 * Flips the favorite flag of a live resource of the teacher in one statement (`NOT "isFavorite"`),
 * so two quick toggles give back the first state rather than both setting the same value. Starring
 * is not an edit: `updatedAt` (the `updated` sort) does not move.
 */
export async function toggleResourceFavorite({ teacherId, resourceId, meta }: ToggleFavorite): Promise<TResource> {
  return transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ isFavorite: boolean }[]>`
      UPDATE resources SET "isFavorite" = NOT "isFavorite"
      WHERE id = ${resourceId}::uuid AND "teacherId" = ${teacherId}::uuid AND "deletedAt" IS NULL
      RETURNING "isFavorite"`;
    if (rows.length === 0) throw new NotFoundError('Resource');
    const resource = await readResource(tx, teacherId, resourceId);
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: resource.favorite ? 'resource.favorite' : 'resource.unfavorite',
      entity: { type: 'resource', id: resourceId },
      request: meta,
    });
    return resource;
  });
}
