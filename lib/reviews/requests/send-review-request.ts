import 'server-only';
import { createElement } from 'react';
import { noticeFamilySelect, noticeRecipients, recipientRegional } from '@/lib/families/notice-recipients';
import { recordAudit } from '@/lib/audit/record-audit';
import { env } from '@/lib/core/env';
import { BusinessRuleError, ConflictError, NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { usableTimeZone } from '@/lib/core/time';
import { longWhen } from '@/lib/notifications/session-notice-emails';
import { enqueueEmail } from '@/lib/outbox/enqueue-email';
import { transaction } from '@/lib/outbox/transaction';
import { ReviewRequestEmail, reviewRequestSubject } from './review-request-email';
import type { TReviewRequest } from './schemas';

const appUrl = (path: string) => new URL(path, env().APP_URL).toString();

/** The portal page a review request links to (the student signs in first if needed). */
export const reviewRequestPath = (sessionId: string) => `/portal/reviews?session=${encodeURIComponent(sessionId)}`;

/**
 * Asks the main student of one of the teacher's sessions to review it (decision 0038): the session
 * must be the teacher's (else 404), completed (422 SESSION_NOT_COMPLETED), with a student who is not
 * deleted and has an e-mail (422 NO_STUDENT_EMAIL) and has not reviewed it (422 ALREADY_REVIEWED);
 * one request per session (409 CONFLICT). The session row is locked (FOR UPDATE) for the checks and
 * the write, so two concurrent sends make one request. The request, its e-mail (outbox) and the audit
 * entry `review.request` commit together.
 */
export async function sendReviewRequest({
  teacherId,
  sessionId,
  meta,
}: {
  teacherId: string;
  sessionId: string;
  meta?: RequestMeta;
}): Promise<TReviewRequest> {
  return transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "sessions" WHERE "id" = ${sessionId}::uuid AND "teacherId" = ${teacherId}::uuid FOR UPDATE`;
    if (locked.length === 0) throw new NotFoundError('Session');
    const session = await tx.session.findFirst({
      where: { id: sessionId, teacherId },
      select: {
        id: true,
        status: true,
        startUtc: true,
        studentId: true,
        service: { select: { name: true } },
        teacher: { select: { name: true, slug: true } },
        student: {
          select: {
            id: true,
            name: true,
            email: true,
            timezone: true,
            locale: true,
            hourCycle: true,
            deletedAt: true,
            isMinor: true,
            family: { select: noticeFamilySelect },
          },
        },
        reviews: { where: { teacherId }, select: { studentId: true } },
        reviewRequests: { where: { teacherId }, select: { id: true }, take: 1 },
      },
    });
    if (!session) throw new NotFoundError('Session');
    if (session.status !== 'completed') {
      throw new BusinessRuleError('SESSION_NOT_COMPLETED', 'Only a completed session can be reviewed');
    }
    const student = session.student;
    // A minor's request goes to the family's payer (issue 34); never to an `.invalid` address.
    const [recipient] = student && !student.deletedAt ? noticeRecipients(student, 'review_request') : [];
    if (!student || !recipient) {
      throw new BusinessRuleError('NO_STUDENT_EMAIL', 'This session has no student with an e-mail address to ask');
    }
    if (session.reviews.some((review) => review.studentId === student.id)) {
      throw new BusinessRuleError('ALREADY_REVIEWED', `${student.name} already reviewed this session`);
    }
    if (session.reviewRequests.length) throw new ConflictError('A review request was already sent for this session');

    const request = await tx.reviewRequest.create({
      data: { teacherId, studentId: student.id, sessionId },
      select: { id: true, sessionId: true, studentId: true, sentAt: true, completedAt: true },
    });
    const regional = recipientRegional(recipient, student);
    await enqueueEmail(tx, {
      to: recipient.email,
      teacherId,
      subject: reviewRequestSubject(session.teacher.name, regional.locale),
      react: createElement(ReviewRequestEmail, {
        studentName: recipient.name,
        teacherName: session.teacher.name,
        serviceName: session.service.name,
        when: longWhen(session.startUtc, usableTimeZone(student.timezone), regional),
        reviewUrl: appUrl(reviewRequestPath(sessionId)),
        signInUrl: appUrl(`/sign-in/student?teacher=${encodeURIComponent(session.teacher.slug)}`),
        locale: regional.locale,
      }),
    });
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'review.request',
      entity: { type: 'review_request', id: request.id },
      metadata: { sessionId, studentId: student.id },
      request: meta,
    });
    return {
      ...request,
      sentAt: request.sentAt.toISOString(),
      completedAt: request.completedAt?.toISOString() ?? null,
    };
  });
}
