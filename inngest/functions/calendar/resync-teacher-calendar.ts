import { inngest } from '@/inngest/client';
import { enqueueCalendarResyncPage } from '@/lib/calendar-sync/events/enqueue-calendar-resync-page';
import { calendarResyncRequestedEvent } from '@/lib/jobs/job-events';

/**
 * One teacher's sessions brought in line with their Google write calendar (decision 0058): after the
 * write calendar changed, or after the grant came back from needs_reauth. Pages of sessions, each a
 * step that sends one sync job per session, so a retried run resends only pages it had not finished.
 */
export const resyncTeacherCalendarFunction = inngest.createFunction(
  {
    id: 'calendar-resync-teacher',
    name: "Bring a teacher's sessions in line with their Google calendar",
    retries: 4,
    triggers: [{ event: calendarResyncRequestedEvent.name }],
  },
  async ({ event, step }) => {
    const request = calendarResyncRequestedEvent.parse(event.data);
    let after: string | null = null;
    let sessions = 0;
    for (let page = 0; ; page += 1) {
      const cursor: string | null = after;
      const { sent, next }: { sent: number; next: string | null } = await step.run(`page-${page}`, () =>
        enqueueCalendarResyncPage(request, { after: cursor }),
      );
      sessions += sent;
      if (!next) break;
      after = next;
    }
    return { sessions };
  },
);
