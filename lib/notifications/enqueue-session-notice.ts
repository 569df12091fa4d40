import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { toLocale } from '@/lib/core/locale';
import type { EmailInput } from '@/lib/integrations/email/send-email';
import { enqueueEmails } from '@/lib/outbox/enqueue-email';
import { sessionAttendees } from './session-attendees';
import { requestCalendarEventSync } from './request-calendar-event-sync';
import { sessionInAppNotice } from './in-app/session-in-app-notice';
import { isReachable, namedPerson, noticeSessionSelect } from './notice-session';
import { isToggleOn, teacherNoticeToggle, type SessionNoticeKind } from './notice-preferences';
import { studentNoticeEmails, teacherNoticeEmail } from './session-notice-emails';
import { describeAttendeesIn } from './teacher-session-email';

export type { SessionNoticeKind } from './notice-preferences';

export type SessionNoticeInput = {
  teacherId: string;
  sessionId: string;
  kind: SessionNoticeKind;
  /** Who made the change: the teacher is never told of their own. */
  actor: 'teacher' | 'student' | 'system';
  /** Where a rescheduled session was before ("Was: ..."). */
  previousStartUtc?: Date;
  /**
   * Only this student: a seat taken in, or released from, a group session the others keep. Without
   * it, everyone who attends the session as it is now (sessionAttendees).
   */
  studentId?: string;
};

/**
 * The e-mails of a session change, written to the outbox in the change's transaction (`tx`), so
 * they go out once it commits and never for a change that rolled back (decision 0027):
 * - each student concerned gets one, always, with the invitation (.ics: METHOD REQUEST, or CANCEL
 *   for a cancellation; none for a trial request still waiting for the teacher);
 * - the teacher gets a notice of a change made by a student or the system when the kind's toggle is
 *   on (booked and rescheduled: newBooking; confirmed: bookingConfirmed; cancelled: bookingCancelled).
 * Call it after the session's own change. For a whole session's cancellation, call it before the
 * participants' seats are released, so they are still its attendees.
 * The teacher's in-app notification of the same change is written beside it (sessionInAppNotice).
 * Reads the session, its service, teacher and people in one query; another teacher's session sends nothing.
 */
export async function enqueueSessionNotice(
  tx: Prisma.TransactionClient,
  { teacherId, sessionId, kind, actor, previousStartUtc, studentId }: SessionNoticeInput,
): Promise<{ students: number; teacher: boolean }> {
  const session = await tx.session.findFirst({ where: { id: sessionId, teacherId }, select: noticeSessionSelect });
  if (!session) return { students: 0, teacher: false };

  const people = studentId
    ? [namedPerson(session, studentId)].filter((person) => person !== null)
    : sessionAttendees(session);
  const requested = kind === 'booked' && session.status === 'pending_confirmation';
  const emails: EmailInput[] = people
    .filter(isReachable)
    .flatMap((student) =>
      studentNoticeEmails(session, student, requested ? 'requested' : kind, { actor, previousStartUtc }),
    );
  const studentEmails = emails.length;

  const tellTeacher =
    actor !== 'teacher' &&
    people.length > 0 &&
    isToggleOn(session.teacher.notificationPreferences, teacherNoticeToggle[kind]);
  if (tellTeacher) {
    emails.push(
      teacherNoticeEmail(session, requested ? 'requested' : kind, {
        who: describeAttendeesIn(people, toLocale(session.teacher.locale)),
        actor,
        previousStartUtc,
      }),
    );
  }
  // The bell's notice of the same change, per its own toggle (decision 0040).
  if (actor !== 'teacher' && people.length > 0) {
    await sessionInAppNotice(tx, session, requested ? 'requested' : kind, people);
  }
  await enqueueEmails(tx, emails);
  // The teacher's Google write calendar follows every session change (decision 0053).
  await requestCalendarEventSync(tx, { teacherId, sessionId });
  return { students: studentEmails, teacher: tellTeacher };
}
