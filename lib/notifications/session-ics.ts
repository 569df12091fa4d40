import ical, { ICalAttendeeRole, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { EmailAttachment } from '@/lib/integrations/email/send-email';

/** REQUEST: add or update the event in the reader's calendar; CANCEL: remove it. */
export type SessionIcsMethod = 'REQUEST' | 'CANCEL';

export type SessionIcsInput = {
  sessionId: string;
  method: SessionIcsMethod;
  /** Grows with every move of the session (its rescheduleCount), so calendars apply the newest. */
  sequence: number;
  startUtc: Date;
  endUtc: Date;
  /** The zone the session was booked in: named for calendars that show it (X-WR-TIMEZONE). */
  timezone: string;
  summary: string;
  description: string;
  /** The portal or session page. */
  url: string;
  meetingUrl: string | null;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
};

/** One UID per session, whatever the e-mail: every invitation and cancellation updates the same event. */
export const sessionEventUid = (sessionId: string) => `${sessionId}@lektio`;

/**
 * An iCalendar invitation (RFC 5545/5546) for one session: DTSTART/DTEND in UTC (`...Z`, no VTIMEZONE
 * to get wrong), the booked zone named beside them, METHOD and STATUS from `method`, SEQUENCE from the
 * session's moves. The meeting link is the LOCATION when there is one.
 */
export function buildSessionIcs(input: SessionIcsInput): string {
  const cancelled = input.method === 'CANCEL';
  const calendar = ical({
    prodId: { company: 'Lektio', product: 'Sessions', language: 'EN' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    x: { 'X-WR-TIMEZONE': input.timezone },
  });
  calendar.createEvent({
    id: sessionEventUid(input.sessionId),
    sequence: input.sequence,
    start: input.startUtc,
    end: input.endUtc,
    stamp: new Date(),
    summary: input.summary,
    description: input.meetingUrl ? `${input.description}\n\nJoin: ${input.meetingUrl}` : input.description,
    location: input.meetingUrl,
    url: input.url,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: input.organizer,
    attendees: [{ ...input.attendee, role: ICalAttendeeRole.REQ, rsvp: false }],
  });
  return calendar.toString();
}

/** The invitation as an e-mail attachment (`text/calendar; method=...`, as mail clients expect). */
export function sessionIcsAttachment(input: SessionIcsInput): EmailAttachment {
  return {
    filename: input.method === 'CANCEL' ? 'cancelled-session.ics' : 'session.ics',
    contentType: `text/calendar; charset=utf-8; method=${input.method}`,
    contentBase64: Buffer.from(buildSessionIcs(input), 'utf8').toString('base64'),
  };
}
