import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { reviewSelect, toReview } from './review-fields';
import type { TReview } from './schemas';

export type ModerationAction = 'approve' | 'hide';

const targetStatus = { approve: 'approved', hide: 'hidden' } as const;

/**
 * The teacher approves (publishes) or hides one of their reviews (another teacher's is 404), from any
 * status. A change is audited `review.approve` / `review.hide` with the old and new status; a review
 * already in the target status is answered as it is, with no audit entry.
 */
export async function moderateReview({
  teacherId,
  reviewId,
  action,
  meta,
}: {
  teacherId: string;
  reviewId: string;
  action: ModerationAction;
  meta?: RequestMeta;
}): Promise<TReview> {
  const status = targetStatus[action];
  return transaction(async (tx) => {
    const current = await tx.review.findFirst({ where: { id: reviewId, teacherId }, select: reviewSelect });
    if (!current) throw new NotFoundError('Review');
    if (current.status === status) return toReview(current);
    const row = await tx.review.update({ where: { id: reviewId, teacherId }, data: { status }, select: reviewSelect });
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: `review.${action}`,
      entity: { type: 'review', id: reviewId },
      before: { status: current.status },
      after: { status },
      request: meta,
    });
    return toReview(row);
  });
}
