import { inngest } from '@/inngest/client';
import { fanOutToTeachers } from '@/inngest/functions/retention/fan-out-to-teachers';
import { scheduledRunAt } from '@/inngest/functions/retention/scheduled-run-at';
import { lifecycleTeacherDueEvent } from '@/lib/jobs/job-events';
import { detectLifecycleEvents } from '@/lib/lifecycle/detect-lifecycle-events';

/** Daily at 06:00 UTC: one `lifecycle/teacher.due` event per teacher (decision 0047). */
export const lifecycleDetectionFunction = inngest.createFunction(
  {
    id: 'lifecycle-detection',
    name: 'Lifecycle detection (fan-out)',
    triggers: [{ cron: 'TZ=UTC 0 6 * * *' }],
  },
  async ({ event, step }) => {
    const runAt = scheduledRunAt(event.ts);
    return fanOutToTeachers(step, lifecycleTeacherDueEvent, runAt);
  },
);

/**
 * One teacher's lifecycle detection, as of the scheduled instant. Its own run: a failure is retried
 * without touching the other teachers; at most 10 teachers at once keep the database's load even.
 */
export const lifecycleDetectionForTeacherFunction = inngest.createFunction(
  {
    id: 'lifecycle-detection-teacher',
    name: 'Lifecycle detection (one teacher)',
    triggers: [{ event: lifecycleTeacherDueEvent.name }],
    concurrency: { limit: 10 },
    retries: 3,
  },
  async ({ event, step }) => {
    const { teacherId, runAt } = lifecycleTeacherDueEvent.parse(event.data);
    return step.run('detect', () => detectLifecycleEvents({ teacherId, now: new Date(runAt) }));
  },
);
