import { inngest } from '@/inngest/client';
import { syncSessionCaldavEvent } from '@/lib/calendar-sync/caldav/sync-session-caldav-event';
import { syncSessionCalendarEvent } from '@/lib/calendar-sync/events/sync-session-calendar-event';
import { calendarEventSyncRequestedEvent } from '@/lib/jobs/job-events';

/**
 * A session changed: create, move or delete its event in the teacher's write calendars (Google's,
 * then CalDAV's). Two steps, so a retry of one never repeats the other once it succeeded.
 */
export const syncSessionCalendarEventFunction = inngest.createFunction(
  {
    id: 'calendar-sync-session-event',
    name: "Write a session's event to the teacher's calendars",
    // Outages and quotas (429) are retried with the engine's backoff.
    retries: 8,
    triggers: [{ event: calendarEventSyncRequestedEvent.name }],
  },
  async ({ event, step }) => {
    const data = calendarEventSyncRequestedEvent.parse(event.data);
    const google = await step.run('sync', () => syncSessionCalendarEvent(data));
    const caldav = await step.run('sync-caldav', () => syncSessionCaldavEvent(data));
    return { google, caldav };
  },
);
