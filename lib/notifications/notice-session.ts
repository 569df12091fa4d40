import type { Prisma } from '@/lib/core/db';
import { noticeFamilySelect } from '@/lib/families/notice-recipients';

const personSelect = {
  id: true,
  name: true,
  email: true,
  timezone: true,
  locale: true,
  hourCycle: true,
  deletedAt: true,
  anonymizedAt: true,
  phone: true,
  phoneVerifiedAt: true,
  reminderChannel: true,
  // Who hears the notices of a family's member (issue 34): lib/families/notice-recipients.ts.
  isMinor: true,
  family: { select: noticeFamilySelect },
} as const;

/** Everything a session's e-mails need, read in one query: session, service, teacher and people. */
export const noticeSessionSelect = {
  id: true,
  teacherId: true,
  status: true,
  startUtc: true,
  endUtc: true,
  timezone: true,
  isTrialSession: true,
  meetingUrl: true,
  rescheduleCount: true,
  service: { select: { name: true, meetingProvider: true } },
  teacher: {
    select: { name: true, email: true, timezone: true, locale: true, hourCycle: true, notificationPreferences: true },
  },
  student: { select: personSelect },
  participants: { select: { status: true, student: { select: personSelect } }, orderBy: { createdAt: 'asc' } },
} as const satisfies Prisma.SessionSelect;

export type NoticeSession = Prisma.SessionGetPayload<{ select: typeof noticeSessionSelect }>;
export type NoticePerson = NonNullable<NoticeSession['student']>;

/** A deleted or anonymised student gets no e-mail. */
export const isReachable = (person: NoticePerson) => !person.deletedAt && !person.anonymizedAt;

/** One person named on the session (primary or seat, whatever its status): a seat taken or just released. */
export function namedPerson(session: NoticeSession, studentId: string): NoticePerson | null {
  if (session.student?.id === studentId) return session.student;
  return session.participants.find((seat) => seat.student.id === studentId)?.student ?? null;
}
