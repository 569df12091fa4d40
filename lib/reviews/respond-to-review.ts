import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { reviewSelect, toReview } from './review-fields';
import type { TRespondToReviewInput, TReview } from './schemas';

/**
 * The teacher sets the public response to one of their reviews (another teacher's is 404); a second
 * response replaces the first and moves respondedAt. Audited `review.respond`.
 */
export async function respondToReview({
  teacherId,
  reviewId,
  input,
  meta,
  now = new Date(),
}: {
  teacherId: string;
  reviewId: string;
  input: TRespondToReviewInput;
  meta?: RequestMeta;
  now?: Date;
}): Promise<TReview> {
  return transaction(async (tx) => {
    const current = await tx.review.findFirst({
      where: { id: reviewId, teacherId },
      select: { teacherResponse: true },
    });
    if (!current) throw new NotFoundError('Review');
    const row = await tx.review.update({
      where: { id: reviewId, teacherId },
      data: { teacherResponse: input.response, respondedAt: now },
      select: reviewSelect,
    });
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'review.respond',
      entity: { type: 'review', id: reviewId },
      before: { teacherResponse: current.teacherResponse },
      after: { teacherResponse: row.teacherResponse },
      request: meta,
    });
    return toReview(row);
  });
}
