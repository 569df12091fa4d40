import type { calendar_v3 } from 'googleapis/build/src/apis/calendar';
import { bookedWithLektio } from '@/lib/notifications/booked-with-lektio';
import { sessionAttendees } from '@/lib/notifications/session-attendees';
import type { NoticeSession } from '@/lib/notifications/notice-session';
import { env } from '@/lib/core/env';

/**
 * The event as the teacher sees it in Google: the service and who attends. Students are named, not
 * invited (Lektio sends their invitations itself), so Google sends them nothing.
 */
export function sessionEventBody(session: NoticeSession, eventId: string): calendar_v3.Schema$Event {
  const names = sessionAttendees(session).map((person) => person.name);
  const zone = session.teacher.timezone || 'UTC';
  return {
    id: eventId,
    status: 'confirmed',
    summary: names.length ? `${session.service.name} · ${names.join(', ')}` : session.service.name,
    description: `${bookedWithLektio(session)}\n${new URL(`/teacher/sessions/${session.id}`, env().APP_URL)}`,
    ...(session.meetingUrl ? { location: session.meetingUrl } : {}),
    start: { dateTime: session.startUtc.toISOString(), timeZone: zone },
    end: { dateTime: session.endUtc.toISOString(), timeZone: zone },
    extendedProperties: { private: { lektioSessionId: session.id } },
    // A Google Meet service: Google creates the Meet (once per request id, so a retried insert
    // makes no second one); sync stores its link as the session's meetingUrl.
    ...(session.service.meetingProvider === 'google_meet' && !session.meetingUrl
      ? {
          conferenceData: {
            createRequest: { requestId: `lektio-${session.id}`, conferenceSolutionKey: { type: 'hangoutsMeet' } },
          },
        }
      : {}),
    reminders: { useDefault: true },
  };
}

/** The video link of a written event: the Meet Google created (hangoutLink, or its video entry point). */
export function meetLinkOf(event: calendar_v3.Schema$Event): string | null {
  const video = event.conferenceData?.entryPoints?.find((point) => point.entryPointType === 'video')?.uri;
  return event.hangoutLink ?? video ?? null;
}
