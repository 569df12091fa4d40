import { inngest } from '@/inngest/client';
import { retentionTeacherDueEvent } from '@/lib/jobs/job-events';
import { runTeacherRetention, type PhaseRunner } from '@/lib/data-retention/run-teacher-retention';
import { fanOutToTeachers } from './fan-out-to-teachers';
import { scheduledRunAt } from './scheduled-run-at';

/** Sundays 03:00 UTC: one `retention/teacher.due` event per teacher (decision 0047). */
export const retentionJobFunction = inngest.createFunction(
  {
    id: 'retention-job',
    name: 'Data retention (fan-out)',
    triggers: [{ cron: 'TZ=UTC 0 3 * * 0' }],
  },
  async ({ event, step }) => fanOutToTeachers(step, retentionTeacherDueEvent, scheduledRunAt(event.ts)),
);

/**
 * One teacher's retention work, as of the scheduled instant, each phase a step (retried alone,
 * never redone once done). Its own run: a failure is retried without touching other teachers; at
 * most 10 teachers at once keep the database's load even.
 */
export const retentionForTeacherFunction = inngest.createFunction(
  {
    id: 'retention-job-teacher',
    name: 'Data retention (one teacher)',
    triggers: [{ event: retentionTeacherDueEvent.name }],
    concurrency: { limit: 10 },
    retries: 3,
  },
  async ({ event, step }) => {
    const { teacherId, runAt } = retentionTeacherDueEvent.parse(event.data);
    // Phase results are JSON-safe (numbers, ids, the settings), so step.run's replay is the same value.
    const run: PhaseRunner = (id, phase) => step.run(id, phase) as never;
    return runTeacherRetention({ teacherId, now: new Date(runAt) }, run);
  },
);
