import { createElement } from 'react';
import { env } from '@/lib/core/env';
import { formatInZone, formatZoneName } from '@/lib/core/format-time';
import { usableTimeZone } from '@/lib/core/time';
import type { EmailInput } from '@/lib/integrations/email/send-email';
import type { NoticePerson, NoticeSession } from './notice-session';
import { sessionIcsAttachment } from './session-ics';
import { StudentSessionEmail, studentSessionSubject, type StudentNotice } from './student-session-email';
import { TeacherSessionEmail, teacherSessionSubject, type TeacherNotice } from './teacher-session-email';

type Actor = 'teacher' | 'student' | 'system';

/** "Tuesday, 1 December 2026 at 10:00 (Europe/Madrid)": on the reader's clock, the zone named. */
export const longWhen = (at: Date, zone: string) =>
  `${formatInZone(at, zone, 'fullDateTime')} (${formatZoneName(zone)})`;

const appUrl = (path: string) => new URL(path, env().APP_URL).toString();

/**
 * The student's e-mail of a session notice or reminder, on the student's clock, with the invitation
 * (.ics: REQUEST, or CANCEL for a cancellation) unless it is a trial request nobody confirmed yet.
 */
export function studentNoticeEmail(
  session: NoticeSession,
  student: NoticePerson,
  notice: StudentNotice,
  { actor, previousStartUtc }: { actor: Actor; previousStartUtc?: Date },
): EmailInput {
  const zone = usableTimeZone(student.timezone);
  const portalUrl = appUrl('/portal');
  const withInvitation = notice !== 'requested';
  const props = {
    notice,
    actor,
    studentName: student.name,
    teacherName: session.teacher.name,
    serviceName: session.service.name,
    isTrial: session.isTrialSession,
    when: longWhen(session.startUtc, zone),
    previousWhen: previousStartUtc ? longWhen(previousStartUtc, zone) : null,
    meetingUrl: session.meetingUrl,
    portalUrl,
    withInvitation,
  };
  const cancelled = notice === 'cancelled';
  const attachments = withInvitation
    ? [
        sessionIcsAttachment({
          sessionId: session.id,
          method: cancelled ? 'CANCEL' : 'REQUEST',
          // A cancellation supersedes the last invitation, so it carries the next sequence number.
          sequence: session.rescheduleCount + (cancelled ? 1 : 0),
          startUtc: session.startUtc,
          endUtc: session.endUtc,
          timezone: session.timezone,
          summary: `${session.service.name} with ${session.teacher.name}`,
          description: `${session.service.name} with ${session.teacher.name}. Your sessions: ${portalUrl}`,
          url: portalUrl,
          meetingUrl: session.meetingUrl,
          organizer: { name: session.teacher.name, email: session.teacher.email },
          attendee: { name: student.name, email: student.email },
        }),
      ]
    : [];
  return {
    to: student.email,
    teacherId: session.teacherId,
    subject: studentSessionSubject(props, formatInZone(session.startUtc, zone, 'slotStart')),
    react: createElement(StudentSessionEmail, props),
    attachments,
  };
}

const toggleLabels: Record<TeacherNotice, string> = {
  booked: 'New booking',
  requested: 'New booking',
  confirmed: 'Booking confirmed',
  cancelled: 'Booking cancelled',
  rescheduled: 'New booking',
};

/** The teacher's notice of a change someone else made, on the teacher's clock. */
export function teacherNoticeEmail(
  session: NoticeSession,
  notice: TeacherNotice,
  { who, actor, previousStartUtc }: { who: string; actor: Actor; previousStartUtc?: Date },
): EmailInput {
  const zone = usableTimeZone(session.teacher.timezone);
  const props = {
    notice,
    who,
    serviceName: session.service.name,
    when: longWhen(session.startUtc, zone),
    previousWhen: previousStartUtc ? longWhen(previousStartUtc, zone) : null,
    sessionUrl: appUrl(`/teacher/sessions/${session.id}`),
    meetingUrl: session.meetingUrl,
    toggleLabel: toggleLabels[notice],
    byStudent: actor === 'student',
  };
  return {
    to: session.teacher.email,
    teacherId: session.teacherId,
    subject: teacherSessionSubject(props, formatInZone(session.startUtc, zone, 'slotStart')),
    react: createElement(TeacherSessionEmail, props),
  };
}
