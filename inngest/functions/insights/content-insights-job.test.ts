import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { dayMs } from '@/lib/core/time';
import { getSmartActions } from '@/lib/dashboard/get-smart-actions';
import { createContentFixture, fixtureNow } from '@/test/insights/content/content-practice';
import { refreshContentInsights } from '@/lib/insights/content/compute-content-insights';
import { contentInsightsTeacherDueEvent } from '@/lib/jobs/job-events';
import { createTeacher } from '@/test/factories';
import { fanOutToTeachers } from '../retention/fan-out-to-teachers';
import { contentInsightsForTeacherFunction, contentInsightsJobFunction } from './content-insights-job';

/*
 * The job looks at 90 days, so S11 (10-26, s1, completed, template A, rebooked by S1) counts too.
 * A: S11 S1 S2 S3 S4: 3 completed of 5 (60%), 3 of 3 rebooked (100%). Average over 11 uses: 7 completed
 * of 10 concluded (70%), 4 of 7 rebooked (57.1%). With a template: 6 of 8 (75%); without: 1 of 2 (50%).
 * B (2 uses) and C (1) are too rarely used to judge; no resource type reaches 3 uses.
 */
const expectedInsights = [
  {
    kind: 'template_rebooking',
    priority: 'medium',
    message: "Sessions using 'Past tense drills' are rebooked 75% more often than your average (100% vs 57%).",
  },
  {
    kind: 'template_completion_low',
    priority: 'medium',
    message: "Sessions using 'Past tense drills' are completed less often than your average (60% vs 70%).",
  },
  {
    kind: 'templates_help',
    priority: 'low',
    message: 'Sessions planned with a template are completed more often than those without (75% vs 50%).',
  },
];

describe('content insights job', () => {
  it('runs daily at 05:30 UTC, one event per teacher, each retried alone', async () => {
    expect(contentInsightsJobFunction.opts.triggers).toEqual([{ cron: 'TZ=UTC 30 5 * * *' }]);
    expect(contentInsightsForTeacherFunction.opts.triggers).toEqual([{ event: 'insights/content-teacher.due' }]);
    const teacher = (await createContentFixture()).teacher;
    const sent: { name: string; id: string; data: Record<string, unknown> }[] = [];
    const step = {
      run: <T>(_id: string, fn: () => Promise<T>) => fn(),
      sendEvent: (_id: string, events: typeof sent) => {
        sent.push(...events);
        return Promise.resolve();
      },
    };
    const runAt = '2026-11-25T05:30:00.000Z';
    await fanOutToTeachers(step, contentInsightsTeacherDueEvent, runAt);
    expect(sent).toContainEqual({
      name: 'insights/content-teacher.due',
      id: `insights/content-teacher.due:${teacher.id}:${runAt}`,
      data: { teacherId: teacher.id, runAt },
    });
  });

  it('writes the insights into the teacher’s cache row; a second run leaves the same row', async () => {
    const { teacher } = await createContentFixture();
    await refreshContentInsights({ teacherId: teacher.id, now: fixtureNow });
    const first = await db.contentInsightCache.findUniqueOrThrow({ where: { teacherId: teacher.id } });
    await refreshContentInsights({ teacherId: teacher.id, now: fixtureNow });
    const rows = await db.contentInsightCache.findMany({ where: { teacherId: teacher.id } });
    expect(rows).toEqual([first]);
    expect(first.computedAt).toEqual(fixtureNow);
    expect(first.payload).toEqual({ insights: expectedInsights, periodDays: 90 });
  });

  it('the dashboard’s content_insight action shows them while the cache is younger than 24 h', async () => {
    const { teacher } = await createContentFixture();
    await refreshContentInsights({ teacherId: teacher.id, now: fixtureNow });
    const fresh = await getSmartActions({
      teacherId: teacher.id,
      now: new Date(fixtureNow.getTime() + 23 * 3_600_000),
    });
    expect(fresh.find((action) => action.type === 'content_insight')).toEqual({
      type: 'content_insight',
      count: 3,
      priority: 'medium',
      insight: expectedInsights[0]!.message,
      href: '/teacher/insights',
    });
    const stale = await getSmartActions({ teacherId: teacher.id, now: new Date(fixtureNow.getTime() + dayMs + 1) });
    expect(stale.find((action) => action.type === 'content_insight')).toBeUndefined();
  });

  it('a practice with nothing to say gets an empty list, which the dashboard does not show', async () => {
    const teacher = await createTeacher();
    await refreshContentInsights({ teacherId: teacher.id, now: fixtureNow });
    const row = await db.contentInsightCache.findUniqueOrThrow({ where: { teacherId: teacher.id } });
    expect(row.payload).toEqual({ insights: [], periodDays: 90 });
    const actions = await getSmartActions({ teacherId: teacher.id, now: fixtureNow });
    expect(actions.find((action) => action.type === 'content_insight')).toBeUndefined();
  });
});
