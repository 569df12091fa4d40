import { writeIcs } from '@/lib/core/ical';

export type FeedEvent = {
  sessionId: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** The meeting link, when there is one: the calendar app offers it as the event's location and link. */
  meetingUrl: string | null;
  tentative: boolean;
  /** Grows with each move, so an app that merged an e-mail invitation of the session takes the newer one. */
  sequence: number;
  /** The event's last change: its DTSTAMP and LAST-MODIFIED. */
  updatedAt: Date;
};

/** Calendar apps refresh a subscription at most this often when they honour the hint. */
const refreshSeconds = 30 * 60;

/**
 * The iCalendar text of a feed. Times are written in UTC (no VTIMEZONE to get wrong): every calendar
 * app shows them on its own clock. UID `<sessionId>@lektio`, the UID of the session's e-mail invitations.
 * A subscription has no METHOD, so DTSTAMP is the event's last change (RFC 5545 3.8.7.2), as
 * LAST-MODIFIED: an app that refreshes sees changed only the events that changed.
 */
export function renderFeed({ name, events }: { name: string; events: readonly FeedEvent[] }): string {
  return writeIcs({
    productId: '-//Lektio//Lektio//EN',
    name,
    refreshSeconds,
    events: events.map((event) => ({
      uid: `${event.sessionId}@lektio`,
      sequence: event.sequence,
      stamp: event.updatedAt,
      lastModified: event.updatedAt,
      start: event.start,
      end: event.end,
      summary: event.summary,
      description: event.description,
      location: event.meetingUrl,
      url: event.meetingUrl,
      conference: event.meetingUrl,
      status: event.tentative ? 'TENTATIVE' : 'CONFIRMED',
    })),
  });
}
