import { inngest } from '@/inngest/client';
import { refreshContentInsights } from '@/lib/insights/content/compute-content-insights';
import { contentInsightsTeacherDueEvent } from '@/lib/jobs/job-events';
import { fanOutToTeachers } from '../retention/fan-out-to-teachers';
import { scheduledRunAt } from '../retention/scheduled-run-at';

/** Daily 05:30 UTC: one `insights/content-teacher.due` event per teacher (decisions 0047, 0051). */
export const contentInsightsJobFunction = inngest.createFunction(
  {
    id: 'content-insights-job',
    name: 'Content insights (fan-out)',
    triggers: [{ cron: 'TZ=UTC 30 5 * * *' }],
  },
  async ({ event, step }) => fanOutToTeachers(step, contentInsightsTeacherDueEvent, scheduledRunAt(event.ts)),
);

/**
 * One teacher's content insights as of the scheduled instant, written to its cache row (an upsert:
 * a retry or a repeated run leaves the same row). At most 10 teachers at once.
 */
export const contentInsightsForTeacherFunction = inngest.createFunction(
  {
    id: 'content-insights-job-teacher',
    name: 'Content insights (one teacher)',
    triggers: [{ event: contentInsightsTeacherDueEvent.name }],
    concurrency: { limit: 10 },
    retries: 3,
  },
  async ({ event, step }) => {
    const { teacherId, runAt } = contentInsightsTeacherDueEvent.parse(event.data);
    return step.run('refresh-content-insights', () => refreshContentInsights({ teacherId, now: new Date(runAt) }));
  },
);
