import 'server-only';
import { db } from '@/lib/core/db';
import { formatInZone } from '@/lib/core/format-time';

export type ReviewRequestState =
  | { canSend: true }
  | {
      canSend: false;
      reason: 'not_completed' | 'no_student_email' | 'already_reviewed' | 'already_sent';
      sentAt?: Date;
    };

/**
 * Whether "Ask for a review" can be sent for one of the teacher's sessions, by the rules of
 * sendReviewRequest, in one query; null for a session that is not the teacher's.
 */
export async function getReviewRequestState(teacherId: string, sessionId: string): Promise<ReviewRequestState | null> {
  const session = await db.session.findFirst({
    where: { id: sessionId, teacherId },
    select: {
      status: true,
      student: { select: { id: true, email: true, deletedAt: true } },
      reviews: { where: { teacherId }, select: { studentId: true } },
      reviewRequests: { where: { teacherId }, select: { sentAt: true }, orderBy: { sentAt: 'asc' }, take: 1 },
    },
  });
  if (!session) return null;
  if (session.status !== 'completed') return { canSend: false, reason: 'not_completed' };
  const student = session.student;
  if (!student || student.deletedAt || !student.email) return { canSend: false, reason: 'no_student_email' };
  if (session.reviews.some((review) => review.studentId === student.id)) {
    return { canSend: false, reason: 'already_reviewed' };
  }
  const sent = session.reviewRequests[0];
  if (sent) return { canSend: false, reason: 'already_sent', sentAt: sent.sentAt };
  return { canSend: true };
}

/** Why "Ask for a review" is not offered, as the session page says it; null when it can be sent. */
export function reviewRequestDisabledReason(state: ReviewRequestState, timeZone: string): string | null {
  if (state.canSend) return null;
  switch (state.reason) {
    case 'not_completed':
      return 'A review can be requested once the session is completed.';
    case 'no_student_email':
      return 'No student with an e-mail address to ask for a review.';
    case 'already_reviewed':
      return 'The student has reviewed this session.';
    case 'already_sent':
      return `Review request sent on ${state.sentAt ? formatInZone(state.sentAt, timeZone, 'date') : 'an earlier day'}.`;
  }
}
