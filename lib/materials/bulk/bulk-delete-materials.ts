import 'server-only';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { bulkResult, type TBulkResult } from '../schemas';
import { softDeleteMaterials } from '../trash/soft-delete-materials';
import type { TBulkDeleteInput } from './schemas';

/**
 * Moves many folders, templates and resources to the trash in one transaction (a folder with
 * everything below it, as one batch). Missing, trashed or another teacher's items are NOT_FOUND per
 * item and change nothing; the rest are applied.
 */
export async function bulkDeleteMaterials({
  teacherId,
  items,
  meta,
  now = new Date(),
}: TBulkDeleteInput & { teacherId: string; meta?: RequestMeta; now?: Date }): Promise<TBulkResult> {
  const results = await transaction((tx) => softDeleteMaterials(tx, { teacherId, items, now, meta }));
  return bulkResult(results);
}
