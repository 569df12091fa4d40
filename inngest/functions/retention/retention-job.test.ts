import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/core/db';
import { dayMs } from '@/lib/core/time';
import { startInProcessJobs, stopInProcessJobs, type InProcessJobRunner } from '@/lib/jobs/in-process-runner';
import { retentionTeacherDueEvent } from '@/lib/jobs/job-events';
import type * as RunTeacherRetention from '@/lib/data-retention/run-teacher-retention';
import { createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { fanOutToTeachers } from './fan-out-to-teachers';
import { retentionForTeacherFunction, retentionJobFunction } from './retention-job';

const failing = vi.hoisted(() => ({ teacherId: '', attempts: 0 }));

vi.mock('@/lib/data-retention/run-teacher-retention', async (importOriginal) => {
  const original = await importOriginal<typeof RunTeacherRetention>();
  return {
    ...original,
    runTeacherRetention: (...args: Parameters<typeof original.runTeacherRetention>) => {
      if (args[0].teacherId === failing.teacherId) {
        failing.attempts += 1;
        return Promise.reject(new Error('this teacher’s database rows are broken'));
      }
      return original.runTeacherRetention(...args);
    },
  };
});

const runAt = '2026-11-22T03:00:00.000Z';

async function teacherWithOldContent() {
  const teacher = await createTeacher();
  const service = await createService({ teacherId: teacher.id });
  const student = await createStudent({ teacherId: teacher.id });
  const session = await createSession({
    teacherId: teacher.id,
    serviceId: service.id,
    studentId: student.id,
    startUtc: new Date(Date.parse(runAt) - 400 * dayMs),
    status: 'completed',
    summary: 'An old lesson summary',
  });
  return { teacher, session };
}

describe('retention job: schedule and fan-out', () => {
  it('runs on Sundays at 03:00 UTC; each teacher is an event of its own, retried alone', () => {
    expect(retentionJobFunction.opts.triggers).toEqual([{ cron: 'TZ=UTC 0 3 * * 0' }]);
    expect(retentionForTeacherFunction.opts.triggers).toEqual([{ event: 'retention/teacher.due' }]);
    expect(retentionForTeacherFunction.opts.retries).toBe(3);
  });

  it('sends one event per teacher in pages, with ids that make a repeated run send nothing new', async () => {
    const mine = [await createTeacher(), await createTeacher(), await createTeacher()].map((t) => t.id);
    const sent: { name: string; id: string; data: Record<string, unknown> }[][] = [];
    const step = {
      run: <T>(_id: string, fn: () => Promise<T>) => fn(),
      sendEvent: (_id: string, events: { name: string; id: string; data: Record<string, unknown> }[]) => {
        sent.push(events);
        return Promise.resolve({ ids: events.map((event) => event.id) });
      },
    };
    const { teachers } = await fanOutToTeachers(step, retentionTeacherDueEvent, runAt, { batchSize: 2 });
    const events = sent.flat();
    expect(events).toHaveLength(teachers);
    expect(sent.every((page) => page.length <= 2)).toBe(true);
    expect(new Set(events.map((event) => event.data.teacherId)).size).toBe(teachers);
    for (const teacherId of mine) {
      expect(events).toContainEqual({
        name: 'retention/teacher.due',
        id: `retention/teacher.due:${teacherId}:${runAt}`,
        data: { teacherId, runAt },
      });
    }
  });
});

describe('retention job in process', () => {
  let runner: InProcessJobRunner;
  beforeEach(async () => {
    vi.stubEnv('INNGEST_EVENT_KEY', undefined);
    vi.stubEnv('INNGEST_SIGNING_KEY', undefined);
    vi.stubEnv('INNGEST_DEV', undefined);
    runner = (await startInProcessJobs([retentionForTeacherFunction], { retryDelayMs: () => 5 }))!;
  });
  afterEach(async () => {
    await runner.idle();
    stopInProcessJobs();
    vi.unstubAllEnvs();
  });

  it('one teacher’s failure (after its retries) does not stop the others', async () => {
    const first = await teacherWithOldContent();
    const broken = await teacherWithOldContent();
    const last = await teacherWithOldContent();
    failing.teacherId = broken.teacher.id;
    failing.attempts = 0;
    runner.send(
      [first, broken, last].map(({ teacher }) => ({
        name: retentionTeacherDueEvent.name,
        data: { teacherId: teacher.id, runAt },
      })),
    );
    await runner.idle();
    expect(failing.attempts).toBe(4);
    const summaryOf = async (id: string) => (await db.session.findUniqueOrThrow({ where: { id } })).summary;
    expect(await summaryOf(first.session.id)).toBeNull();
    expect(await summaryOf(last.session.id)).toBeNull();
    expect(await summaryOf(broken.session.id)).toBe('An old lesson summary');
  });
});
