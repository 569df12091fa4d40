import 'server-only';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import type { TMaterialType } from '../schemas';
import { softDeleteMaterials } from './soft-delete-materials';

const nouns = { folder: 'Folder', template: 'Template', resource: 'Resource' } as const;

/**
 * DELETE of one folder, template or resource: to the trash (a folder with everything below it, in
 * one batch). 404 when it is not the teacher's live item. Answers the batch id of a folder cascade.
 */
export async function deleteMaterial({
  teacherId,
  type,
  id,
  meta,
}: {
  teacherId: string;
  type: TMaterialType;
  id: string;
  meta?: RequestMeta;
}): Promise<{ type: TMaterialType; id: string; deletedAt: string; deletionBatchId: string | null }> {
  return transaction(async (tx) => {
    const now = new Date();
    const [result] = await softDeleteMaterials(tx, { teacherId, items: [{ type, id }], now, meta });
    if (!result?.ok) throw new NotFoundError(nouns[type]);
    const row =
      type === 'folder'
        ? await tx.materialFolder.findFirst({ where: { id, teacherId }, select: { deletionBatchId: true } })
        : null;
    return { type, id, deletedAt: now.toISOString(), deletionBatchId: row?.deletionBatchId ?? null };
  });
}
