import { writeIcs } from '@/lib/core/ical';
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
  /** The meeting link's line under the description, in the reader's language (default `Join: <url>`). */
  joinLine?: (url: string) => string;
  /** DTSTAMP: when this invitation is made (RFC 5546 orders two messages of one SEQUENCE by it). */
  stamp?: Date;
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
  return writeIcs({
    productId: '-//Lektio//Sessions//EN',
    method: input.method,
    timezone: input.timezone,
    events: [
      {
        uid: sessionEventUid(input.sessionId),
        sequence: input.sequence,
        stamp: input.stamp ?? new Date(),
        start: input.startUtc,
        end: input.endUtc,
        summary: input.summary,
        description: input.meetingUrl
          ? `${input.description}\n\n${input.joinLine ? input.joinLine(input.meetingUrl) : `Join: ${input.meetingUrl}`}`
          : input.description,
        location: input.meetingUrl,
        // The meeting is where the student goes; without one, the session's page in the portal.
        url: input.meetingUrl ?? input.url,
        conference: input.meetingUrl,
        status: cancelled ? 'CANCELLED' : 'CONFIRMED',
        organizer: input.organizer,
        attendees: [input.attendee],
      },
    ],
  });
}

/** The invitation as an e-mail attachment (`text/calendar; method=...`, as mail clients expect). */
export function sessionIcsAttachment(input: SessionIcsInput): EmailAttachment {
  return {
    filename: input.method === 'CANCEL' ? 'cancelled-session.ics' : 'session.ics',
    contentType: `text/calendar; charset=utf-8; method=${input.method}`,
    contentBase64: Buffer.from(buildSessionIcs(input), 'utf8').toString('base64'),
  };
}
