import { inngest } from '@/inngest/client';
import { syncSessionCalendarEvent } from '@/lib/calendar-sync/events/sync-session-calendar-event';
import { calendarEventSyncRequestedEvent } from '@/lib/jobs/job-events';

/** A session changed: create, move or delete its event in the teacher's Google write calendar. */
export const syncSessionCalendarEventFunction = inngest.createFunction(
  {
    id: 'calendar-sync-session-event',
    name: "Write a session's event to the teacher's Google calendar",
    // Google outages and quotas (429) are retried with the engine's backoff.
    retries: 8,
    triggers: [{ event: calendarEventSyncRequestedEvent.name }],
  },
  async ({ event, step }) =>
    step.run('sync', () => syncSessionCalendarEvent(calendarEventSyncRequestedEvent.parse(event.data))),
);
