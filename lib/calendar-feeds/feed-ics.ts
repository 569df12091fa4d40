import ical, { ICalEventStatus } from 'ical-generator';

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
  updatedAt: Date;
};

/** Calendar apps refresh a subscription at most this often when they honour the hint. */
const refreshSeconds = 30 * 60;

/**
 * The iCalendar text of a feed. Times are written in UTC (no VTIMEZONE to get wrong): every calendar
 * app shows them on its own clock. UID `<sessionId>@lektio`, the UID of the session's e-mail invitations.
 */
export function renderFeed({ name, events, now }: { name: string; events: readonly FeedEvent[]; now: Date }): string {
  const calendar = ical({
    name,
    prodId: { company: 'Lektio', product: 'Lektio', language: 'EN' },
    ttl: refreshSeconds,
  });
  for (const event of events) {
    calendar.createEvent({
      id: `${event.sessionId}@lektio`,
      start: event.start,
      end: event.end,
      stamp: now,
      lastModified: event.updatedAt,
      sequence: event.sequence,
      summary: event.summary,
      description: event.description,
      location: event.meetingUrl,
      url: event.meetingUrl,
      status: event.tentative ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
