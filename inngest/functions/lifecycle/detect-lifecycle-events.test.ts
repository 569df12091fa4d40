import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/core/db';
import { startInProcessJobs, stopInProcessJobs, type InProcessJobRunner } from '@/lib/jobs/in-process-runner';
import { lifecycleTeacherDueEvent } from '@/lib/jobs/job-events';
import { lifecycleScene, now } from '@/test/lifecycle/lifecycle-scene';
import { lifecycleDetectionForTeacherFunction, lifecycleDetectionFunction } from './detect-lifecycle-events';

let runner: InProcessJobRunner;

beforeEach(async () => {
  vi.stubEnv('INNGEST_EVENT_KEY', undefined);
  vi.stubEnv('INNGEST_SIGNING_KEY', undefined);
  vi.stubEnv('INNGEST_DEV', undefined);
  runner = (await startInProcessJobs([lifecycleDetectionForTeacherFunction], { retryDelayMs: () => 5 }))!;
});
afterEach(async () => {
  await runner.idle();
  stopInProcessJobs();
  vi.unstubAllEnvs();
});

describe('lifecycle detection job', () => {
  it('runs daily at 06:00 UTC and fans out one event per teacher', () => {
    expect(lifecycleDetectionFunction.opts.triggers).toEqual([{ cron: 'TZ=UTC 0 6 * * *' }]);
    expect(lifecycleDetectionForTeacherFunction.opts.triggers).toEqual([{ event: 'lifecycle/teacher.due' }]);
  });

  it('detects as of the scheduled instant; a second run writes nothing', async () => {
    const scene = await lifecycleScene();
    const ana = await scene.student();
    await scene.completed(ana.id, 70);
    const due = {
      name: lifecycleTeacherDueEvent.name,
      data: { teacherId: scene.teacher.id, runAt: now.toISOString() },
    };
    runner.send(due);
    await runner.idle();
    const types = (await scene.eventsOf(ana.id)).map((event) => event.type).sort();
    expect(types).toEqual(['churn_detected', 'gap_detected']);
    runner.send({ ...due }); // a new event id: a second run
    await runner.idle();
    expect(await db.studentLifecycleEvent.count({ where: { studentId: ana.id } })).toBe(2);
  });
});
