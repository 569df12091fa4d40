import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { findOwnSession } from '@/lib/booking/student/find-own-session';
import { effectiveStatus, studentPlace, type StudentRef } from '@/lib/booking/student/student-session-fields';
import { BusinessRuleError, ConflictError, NotFoundError } from '@/lib/core/errors';
import { isUniqueViolation } from '@/lib/core/prisma-errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { createInAppNotification } from '@/lib/notifications/in-app/create-notification';
import { transaction } from '@/lib/outbox/transaction';
import { reviewSelect, toReview } from './review-fields';
import { newReviewStatus } from './review-publication';
import type { TReview, TSubmitReviewValues } from './schemas';

const alreadyReviewed = () => new ConflictError('You already reviewed this session');

/**
 * The student reviews one of their sessions: their own booking or their seat in a group session
 * (findOwnSession; anything else is 404), completed for them and over (a lesson marked complete early
 * cannot be reviewed before its end: else 422 SESSION_NOT_COMPLETED), once (409 CONFLICT; the unique
 * (sessionId, studentId) decides between concurrent submissions). The review is stored with
 * `newReviewStatus`, published at once (decision 0037, review-publication.ts); anonymous stores no name and no avatar. In the same transaction:
 * the pending review request of the session is completed, the teacher gets a `review_received`
 * notification and the audit entry `review.create` is recorded.
 */
export async function submitReview({
  student,
  sessionId,
  input,
  meta,
  now = new Date(),
}: {
  student: StudentRef;
  sessionId: string;
  input: TSubmitReviewValues;
  meta?: RequestMeta;
  now?: Date;
}): Promise<TReview> {
  try {
    return await transaction(async (tx) => {
      const session = await findOwnSession(tx, student, sessionId);
      if (effectiveStatus(session, studentPlace(session, student.id)) !== 'completed') {
        throw new BusinessRuleError('SESSION_NOT_COMPLETED', 'Only a completed session can be reviewed');
      }
      // A review is about a lesson that took place: never dated before the lesson ended.
      if (session.endUtc.getTime() > now.getTime()) {
        throw new BusinessRuleError('SESSION_NOT_COMPLETED', 'A lesson can be reviewed once it has ended');
      }
      const existing = await tx.review.findFirst({
        where: { teacherId: student.teacherId, sessionId, studentId: student.id },
        select: { id: true },
      });
      if (existing) throw alreadyReviewed();
      const author = await tx.student.findFirst({
        where: { id: student.id, teacherId: student.teacherId, deletedAt: null },
        select: { name: true },
      });
      if (!author) throw new NotFoundError('Student');
      const row = await tx.review.create({
        data: {
          teacherId: student.teacherId,
          studentId: student.id,
          sessionId,
          serviceId: session.serviceId,
          rating: input.rating,
          content: input.content ?? null,
          status: newReviewStatus,
          isAnonymous: input.anonymous,
          reviewerName: input.anonymous ? null : author.name,
          reviewerAvatarUrl: null,
          source: 'platform',
        },
        select: reviewSelect,
      });
      await tx.reviewRequest.updateMany({
        where: { teacherId: student.teacherId, studentId: student.id, sessionId, completedAt: null },
        data: { completedAt: now },
      });
      await createInAppNotification(tx, {
        teacherId: student.teacherId,
        type: 'review_received',
        title: `New ${input.rating}-star review${input.anonymous ? '' : ` from ${author.name}`}`,
        body: row.content?.slice(0, 200) ?? null,
        data: {
          href: '/teacher/reviews',
          reviewId: row.id,
          rating: input.rating,
          ...(input.anonymous ? {} : { author: author.name }),
        },
        studentId: input.anonymous ? null : student.id,
      });
      await recordAudit(tx, {
        teacherId: student.teacherId,
        actor: { type: 'student', id: student.id },
        action: 'review.create',
        entity: { type: 'review', id: row.id },
        metadata: { sessionId, rating: input.rating, anonymous: input.anonymous },
        request: meta,
      });
      return toReview(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyReviewed();
    throw error;
  }
}
