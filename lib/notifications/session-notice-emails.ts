import { createElement } from 'react';
import { env } from '@/lib/core/env';
import { toRegionalFormat, type RegionalFormat } from '@/lib/core/locale';
import { usableTimeZone } from '@/lib/core/time';
import { translator } from '@/lib/i18n/translator';
import { formatDateTime, formatZoneName } from '@/lib/core/format-regional';
import type { EmailInput } from '@/lib/integrations/email/send-email';
import { noticeRecipients, type NoticeKind } from '@/lib/families/notice-recipients';
import type { NoticePerson, NoticeSession } from './notice-session';
import { sessionIcsAttachment } from './session-ics';
import { StudentSessionEmail, studentSessionSubject, type StudentNotice } from './student-session-email';
import { TeacherSessionEmail, teacherSessionSubject, type TeacherNotice } from './teacher-session-email';

type Actor = 'teacher' | 'student' | 'system';

/** "Tuesday, 1 December 2026 at 10:00 (Madrid time)": on the reader's clock and in their language, the zone named. */
export const longWhen = (at: Date, zone: string, regional?: RegionalFormat) =>
  `${formatDateTime(at, zone, 'fullDateTime', regional)} (${formatZoneName(zone, regional)})`;

const appUrl = (path: string) => new URL(path, env().APP_URL).toString();

const noticeKinds: Record<StudentNotice, NoticeKind> = {
  booked: 'booking',
  requested: 'booking',
  confirmed: 'booking',
  cancelled: 'change',
  rescheduled: 'change',
  reminder: 'reminder',
};

/**
 * The e-mails of a session notice or reminder about one student, one per recipient: the student, or
 * for a family's minor (or a member without an address) the family's payer (issue 34,
 * lib/families/notice-recipients.ts); none to an `.invalid` address. Each is on the student's clock,
 * with the invitation (.ics) unless it is a trial request nobody confirmed yet.
 */
export function studentNoticeEmails(
  session: NoticeSession,
  student: NoticePerson,
  notice: StudentNotice,
  options: { actor: Actor; previousStartUtc?: Date },
): EmailInput[] {
  return noticeRecipients(student, noticeKinds[notice]).map((recipient) =>
    studentNoticeEmail(session, student, notice, options, recipient),
  );
}

/**
 * The e-mail of a session notice or reminder to one recipient, on the student's clock, with the invitation
 * (.ics: REQUEST, or CANCEL for a cancellation) unless it is a trial request nobody confirmed yet.
 */
function studentNoticeEmail(
  session: NoticeSession,
  student: NoticePerson,
  notice: StudentNotice,
  { actor, previousStartUtc }: { actor: Actor; previousStartUtc?: Date },
  recipient: { email: string; name: string },
): EmailInput {
  const zone = usableTimeZone(student.timezone);
  // The student's language and clock (issue 32).
  const regional = toRegionalFormat(student);
  const t = translator(regional.locale, 'studentSessionEmail');
  const portalUrl = appUrl('/portal');
  const withInvitation = notice !== 'requested';
  const props = {
    notice,
    actor,
    studentName: student.name,
    teacherName: session.teacher.name,
    serviceName: session.service.name,
    isTrial: session.isTrialSession,
    when: longWhen(session.startUtc, zone, regional),
    previousWhen: previousStartUtc ? longWhen(previousStartUtc, zone, regional) : null,
    meetingUrl: session.meetingUrl,
    portalUrl,
    withInvitation,
    locale: regional.locale,
  };
  const named = { service: session.service.name, teacher: session.teacher.name };
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
          summary: t('ics.summary', named),
          description: t('ics.description', { ...named, url: portalUrl }),
          joinLine: (url: string) => t('ics.join', { url }),
          url: portalUrl,
          meetingUrl: session.meetingUrl,
          organizer: { name: session.teacher.name, email: session.teacher.email },
          attendee: { name: recipient.name, email: recipient.email },
        }),
      ]
    : [];
  return {
    to: recipient.email,
    teacherId: session.teacherId,
    subject: studentSessionSubject(props, formatDateTime(session.startUtc, zone, 'slotStart', regional)),
    react: createElement(StudentSessionEmail, props),
    attachments,
  };
}

const toggleKeys: Record<TeacherNotice, string> = {
  booked: 'newBooking',
  requested: 'newBooking',
  confirmed: 'bookingConfirmed',
  cancelled: 'bookingCancelled',
  rescheduled: 'newBooking',
};

/** The teacher's notice of a change someone else made, on the teacher's clock and in their language. */
export function teacherNoticeEmail(
  session: NoticeSession,
  notice: TeacherNotice,
  { who, actor, previousStartUtc }: { who: string; actor: Actor; previousStartUtc?: Date },
): EmailInput {
  const zone = usableTimeZone(session.teacher.timezone);
  const regional = toRegionalFormat(session.teacher);
  const props = {
    notice,
    who,
    serviceName: session.service.name,
    when: longWhen(session.startUtc, zone, regional),
    previousWhen: previousStartUtc ? longWhen(previousStartUtc, zone, regional) : null,
    sessionUrl: appUrl(`/teacher/sessions/${session.id}`),
    meetingUrl: session.meetingUrl,
    toggleLabel: translator(regional.locale, 'teacherSessionEmail')(`toggle.${toggleKeys[notice]}`),
    byStudent: actor === 'student',
    locale: regional.locale,
  };
  return {
    to: session.teacher.email,
    teacherId: session.teacherId,
    subject: teacherSessionSubject(props, formatDateTime(session.startUtc, zone, 'slotStart', regional)),
    react: createElement(TeacherSessionEmail, props),
  };
}
