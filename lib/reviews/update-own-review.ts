import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import type { StudentRef } from '@/lib/booking/student/student-session-fields';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { reviewSelect, toReview } from './review-fields';
import type { TReview, TUpdateReviewInput } from './schemas';

/**
 * The student changes their own review (another's is 404). Turning `anonymous` on clears the name
 * and avatar; turning it off shows the student's current name again. The status stays as the
 * teacher's moderation left it (a hidden review is not published by an edit). Audited `review.update`.
 */
export async function updateOwnReview({
  student,
  reviewId,
  input,
  meta,
}: {
  student: StudentRef;
  reviewId: string;
  input: TUpdateReviewInput;
  meta?: RequestMeta;
}): Promise<TReview> {
  return transaction(async (tx) => {
    const current = await tx.review.findFirst({
      where: { id: reviewId, teacherId: student.teacherId, studentId: student.id },
      select: { ...reviewSelect, student: { select: { name: true } } },
    });
    if (!current) throw new NotFoundError('Review');
    const anonymous = input.anonymous ?? current.isAnonymous;
    const row = await tx.review.update({
      where: { id: reviewId, teacherId: student.teacherId, studentId: student.id },
      data: {
        rating: input.rating,
        content: input.content,
        isAnonymous: anonymous,
        reviewerName: anonymous ? null : (current.student?.name ?? current.reviewerName),
        reviewerAvatarUrl: anonymous ? null : current.reviewerAvatarUrl,
      },
      select: reviewSelect,
    });
    await recordAudit(tx, {
      teacherId: student.teacherId,
      actor: { type: 'student', id: student.id },
      action: 'review.update',
      entity: { type: 'review', id: reviewId },
      before: { rating: current.rating, content: current.content, isAnonymous: current.isAnonymous },
      after: { rating: row.rating, content: row.content, isAnonymous: row.isAnonymous },
      request: meta,
    });
    return toReview(row);
  });
}
