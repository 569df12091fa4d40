/** What a calendar needs to know of a confirmed session. */
export type CalendarSessionEvent = {
  teacherId: string;
  sessionId: string;
  title: string;
  startUtc: Date;
  endUtc: Date;
  attendeeEmail: string | null;
};

/**
 * Where confirmed sessions are written as calendar events (the teacher's Google Calendar arrives
 * with the integrations issue and replaces the default below). Returns the event id to keep on the
 * session (`calendarEventId`), or null when nothing was written. Called after the status change has
 * committed; an error is logged by the caller and never undoes the confirmation.
 */
export interface CalendarEventSink {
  createEvent(event: CalendarSessionEvent): Promise<string | null>;
}

export const noCalendarEvents: CalendarEventSink = { createEvent: async () => null };

/** The sink confirmTrial uses unless told otherwise. */
export const defaultCalendarEventSink: CalendarEventSink = noCalendarEvents;
