import 'server-only';
import type { NotificationType } from '@/generated/prisma/enums';
import { describeAttendees } from '@/lib/notifications/session-attendees';
import type { Prisma } from '@/lib/core/db';
import { formatInZone } from '@/lib/core/format-time';
import type { SessionNoticeKind } from '../notice-preferences';
import type { NoticePerson, NoticeSession } from '../notice-session';
import { createInAppNotification } from './create-notification';

const types: Record<SessionNoticeKind | 'requested', NotificationType> = {
  booked: 'new_booking',
  requested: 'trial_requested',
  confirmed: 'booking_confirmed',
  cancelled: 'booking_cancelled',
  rescheduled: 'new_booking',
};

const headings: Record<SessionNoticeKind | 'requested', string> = {
  booked: 'New booking',
  requested: 'Trial request',
  confirmed: 'Booking confirmed',
  cancelled: 'Booking cancelled',
  rescheduled: 'Booking moved',
};

/**
 * The teacher's in-app notification of a session change someone else made, beside its e-mail
 * (enqueueSessionNotice), in the same transaction; written when the type's toggle is on
 * (inAppNotificationEnabled: the same toggle as the e-mail). Uses the preferences the session
 * query already read: one statement, the insert.
 */
export function sessionInAppNotice(
  tx: Prisma.TransactionClient,
  session: NoticeSession,
  notice: SessionNoticeKind | 'requested',
  people: readonly NoticePerson[],
) {
  const when = formatInZone(session.startUtc, session.teacher.timezone, 'slotStart');
  return createInAppNotification(tx, {
    teacherId: session.teacherId,
    type: types[notice],
    title: `${headings[notice]}: ${describeAttendees(people)}`,
    body: `${session.service.name}, ${when}`,
    // What the bell needs to say it again in the teacher's language when read (notification-text.ts).
    data: {
      href: `/teacher/sessions/${session.id}`,
      sessionId: session.id,
      notice,
      attendees: people.slice(0, 2).map((person) => person.name),
      attendeeCount: people.length,
      serviceName: session.service.name,
      startUtc: session.startUtc.toISOString(),
    },
    studentId: people.length === 1 ? people[0]!.id : null,
    preferences: session.teacher.notificationPreferences,
  });
}
