import { env } from '@/lib/core/env';
import { writeIcs } from '@/lib/core/ical';
import { bookedWithLektio } from '@/lib/notifications/booked-with-lektio';
import { sessionAttendees } from '@/lib/notifications/session-attendees';
import type { NoticeSession } from '@/lib/notifications/notice-session';

/** The session's stable UID: the same event whichever attempt, instance or retry writes it. */
export const caldavSessionUid = (sessionId: string) => `lektio-session-${sessionId}`;

/**
 * The event as the teacher sees it in their calendar, like the Google one (sessionEventBody): the
 * service and who attends, named but not invited (Lektio sends invitations itself). SEQUENCE follows
 * the moves, so clients replace their copy.
 */
export function sessionCaldavEvent(session: NoticeSession, now: Date): string {
  const names = sessionAttendees(session).map((person) => person.name);
  return writeIcs({
    productId: '-//Lektio//Sessions//EN',
    events: [
      {
        uid: caldavSessionUid(session.id),
        sequence: session.rescheduleCount,
        stamp: now,
        start: session.startUtc,
        end: session.endUtc,
        summary: names.length ? `${session.service.name} · ${names.join(', ')}` : session.service.name,
        description: `${bookedWithLektio(session)}\n${new URL(`/teacher/sessions/${session.id}`, env().APP_URL)}`,
        location: session.meetingUrl,
        status: 'CONFIRMED',
      },
    ],
  });
}
