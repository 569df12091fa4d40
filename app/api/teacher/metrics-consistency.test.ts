import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { GET as dashboardSummaryRoute } from '@/app/api/teacher/dashboard/summary/route';
import { GET as smartActionsRoute } from '@/app/api/teacher/dashboard/smart-actions/route';
import { GET as earningsRoute } from '@/app/api/teacher/insights/earnings/route';
import { GET as exportRoute } from '@/app/api/teacher/insights/export/route';
import { GET as journeyRoute } from '@/app/api/teacher/insights/journey/route';
import { GET as overviewRoute } from '@/app/api/teacher/insights/overview/route';
import { GET as paymentKpisRoute } from '@/app/api/teacher/payments/kpis/route';
import { GET as servicesRoute } from '@/app/api/teacher/services/route';
import { GET as serviceStatsRoute } from '@/app/api/teacher/services/stats/route';
import { GET as sessionsRoute } from '@/app/api/teacher/sessions/route';
import { GET as studentsRoute } from '@/app/api/teacher/students/route';
import { getServiceKpis } from '@/lib/catalogue/get-service-kpis';
import { db } from '@/lib/core/db';
import { getDashboardSummary } from '@/lib/dashboard/get-dashboard-summary';
import { getRevenueSeries } from '@/lib/dashboard/get-revenue-series';
import { getInsightsEarnings } from '@/lib/insights/performance/get-insights-earnings';
import { getInsightsJourney } from '@/lib/insights/performance/get-insights-journey';
import { getInsightsOverview } from '@/lib/insights/performance/get-insights-overview';
import { getPaymentKpis } from '@/lib/payments/get-payment-kpis';
import { collectWeeklyReport } from '@/lib/settings/weekly-report/collect-weekly-report';
import { weeklyReportPeriod } from '@/lib/settings/weekly-report/weekly-report-period';
import { countQueries } from '@/test/count-queries';
import { callRoute, teacherCookie } from '@/test/http';
import { randomPractice } from '@/test/metrics/random-practice';
import { type Money, expectedFigures, nonZero, nonZeroMoney } from '@/test/metrics/expected-figures';

/**
 * Issue 30: every figure of docs/metrics.md read through every route that shows it, on seeded random
 * histories, must equal the same figure elsewhere and an independent computation written here from
 * the glossary (plain loops over the rows, month and day bounds from @date-fns/tz, not lib/core/time).
 */

// ---------------------------------------------------------------------------------------------

const cases = [
  { seed: 11, zone: 'Pacific/Auckland', currency: 'NZD' },
  { seed: 23, zone: 'America/Los_Angeles', currency: 'USD' },
  { seed: 37, zone: 'Pacific/Auckland', currency: 'EUR' },
  { seed: 41, zone: 'America/Los_Angeles', currency: 'EUR' },
];

describe('one truth: every figure equal on every route that shows it (issue 30)', () => {
  it.each(cases)('seed $seed, $zone, $currency: routes agree with each other and with the glossary', async (input) => {
    const now = new Date();
    const practice = await randomPractice(input.seed, input.zone, input.currency, now);
    const cookie = await teacherCookie(practice.teacherId);
    const get = async <T>(handler: Parameters<typeof callRoute>[0], path: string): Promise<T> => {
      const response = await callRoute(handler, { path, cookie });
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      return response.json as T;
    };
    type Amount = { currency: string; amount: number };
    const summary = await get<{
      currency: string;
      monthRevenue: number;
      monthRevenueChange: number | null;
      monthRevenueByCurrency: Amount[];
      activeStudents: number;
      newStudents: number;
      monthLessons: number;
      completedSessions: number;
      attendanceRate: number | null;
    }>(dashboardSummaryRoute, '/api/teacher/dashboard/summary');
    const stats = await get<{
      revenue: { value: number; previous: number; byCurrency: Amount[] };
      sessions: { value: number };
    }>(serviceStatsRoute, '/api/teacher/services/stats');
    const kpis = await get<{ totals: { currency: string; revenue: number; gross: number; refunds: number }[] }>(
      paymentKpisRoute,
      '/api/teacher/payments/kpis',
    );
    const earnings = await get<{ months: { month: string; totals: Amount[] }[] }>(
      earningsRoute,
      '/api/teacher/insights/earnings',
    );
    const overview = await get<{
      current: { start: string; end: string };
      revenue: { value: number; byCurrency: { currency: string; value: number }[] };
      newStudents: { value: number };
      activeStudents: { value: number };
    }>(overviewRoute, '/api/teacher/insights/overview?period=30');
    const journey = await get<{ income: Amount[]; students: number }>(journeyRoute, '/api/teacher/insights/journey');
    const services = await get<{ data: { stats: { lifetimeRevenue: Amount[] } }[] }>(
      servicesRoute,
      '/api/teacher/services?limit=100',
    );
    const activeRoster = await get<{ total: number }>(studentsRoute, '/api/teacher/students?status=active&limit=1');
    const roster = await get<{ data: { id: string; suggestedAction: { type: string } | null }[]; total: number }>(
      studentsRoute,
      '/api/teacher/students?limit=100',
    );
    const pendingList = await get<{ total: number }>(
      sessionsRoute,
      '/api/teacher/sessions?status=pending_confirmation',
    );
    const actions = await get<{ type: string; count: number }[]>(
      smartActionsRoute,
      '/api/teacher/dashboard/smart-actions',
    );
    const csv = (await callRoute(exportRoute, { path: '/api/teacher/insights/export?period=30&format=csv', cookie }))
      .text;
    // Page loaders that call domain functions directly (the dashboard's sparkline has no route).
    const series = await getRevenueSeries({ teacherId: practice.teacherId, timeZone: practice.zone, now });
    const weekly = await collectWeeklyReport(practice.teacherId, weeklyReportPeriod(now, practice.zone), now);
    const kpisFor = async (from: Date, to: Date) =>
      get<{ totals: { currency: string; revenue: number }[] }>(
        paymentKpisRoute,
        `/api/teacher/payments/kpis?from=${from.toISOString()}&to=${to.toISOString()}`,
      );
    const expected = await expectedFigures(practice, new Date());
    const { currency } = practice;
    // The history means something: money in several currencies, refunds, trials waiting.
    expect(Object.keys(nonZeroMoney(expected.revenueAllTime)).length).toBeGreaterThan(1);
    expect(
      await db.payment.count({ where: { teacherId: practice.teacherId, refundedAmount: { gt: 0 } } }),
    ).toBeGreaterThan(0);
    expect(
      await db.student.count({ where: { teacherId: practice.teacherId, deletedAt: { not: null } } }),
    ).toBeGreaterThan(0);

    // Revenue this month: the dashboard, the sparkline, the services page, the payments page and the
    // insights earnings show one number per currency, the glossary's.
    const revenueThisMonth = nonZeroMoney(expected.revenueThisMonth);
    expect(nonZero(summary.monthRevenueByCurrency)).toEqual(revenueThisMonth);
    expect(nonZero(stats.revenue.byCurrency)).toEqual(revenueThisMonth);
    expect(nonZero(kpis.totals.map((t) => ({ currency: t.currency, amount: t.revenue })))).toEqual(revenueThisMonth);
    expect(nonZero(kpis.totals.map((t) => ({ currency: t.currency, amount: t.gross - t.refunds })))).toEqual(
      revenueThisMonth,
    );
    expect(nonZero(earnings.months.at(-1)!.totals)).toEqual(revenueThisMonth);
    const own = expected.revenueThisMonth[currency] ?? 0;
    expect([summary.monthRevenue, stats.revenue.value, series.months.at(-1)!.amount]).toEqual([own, own, own]);
    // Last month (the base of both change %).
    const lastMonth = expected.revenueLastMonth[currency] ?? 0;
    expect([stats.revenue.previous, series.months.at(-2)!.amount]).toEqual([lastMonth, lastMonth]);
    expect(nonZero(earnings.months.at(-2)!.totals)).toEqual(nonZeroMoney(expected.revenueLastMonth));
    // Insights' 30 days = the payments page over the same range = the glossary.
    expect(overview.current).toEqual({
      start: expected.last30.start.toISOString(),
      end: expected.last30.end.toISOString(),
    });
    const over30 = await kpisFor(expected.last30.start, new Date(expected.last30.end.getTime() - 1));
    const revenue30 = nonZeroMoney(expected.revenue30);
    expect(nonZero(overview.revenue.byCurrency.map((e) => ({ currency: e.currency, amount: e.value })))).toEqual(
      revenue30,
    );
    expect(nonZero(over30.totals.map((t) => ({ currency: t.currency, amount: t.revenue })))).toEqual(revenue30);
    expect(overview.revenue.value).toBe(expected.revenue30[currency] ?? 0);
    for (const [code, amount] of Object.entries(revenue30)) {
      expect(csv).toContain(`revenue (${code}),${amount / 100},`);
    }
    // All time: the journey, the payments page from the start, the services list summed per currency.
    const allTime = nonZeroMoney(expected.revenueAllTime);
    expect(nonZero(journey.income)).toEqual(allTime);
    expect(
      nonZero((await kpisFor(new Date(0), now)).totals.map((t) => ({ currency: t.currency, amount: t.revenue }))),
    ).toEqual(allTime);
    const perService: Money = {};
    for (const row of services.data) {
      for (const money of row.stats.lifetimeRevenue)
        perService[money.currency] = (perService[money.currency] ?? 0) + money.amount;
    }
    // Money recorded on account or for an invoice (issue 35) is revenue of no service.
    expect(nonZeroMoney(perService)).toEqual(nonZeroMoney(expected.revenueOfServicesAllTime));
    // The weekly report's last week.
    expect(nonZero(weekly.revenue)).toEqual(nonZeroMoney(expected.revenueLastWeek));

    // Students.
    expect([summary.activeStudents, activeRoster.total]).toEqual([expected.activeStudents, expected.activeStudents]);
    expect(summary.newStudents).toBe(expected.newStudentsThisMonth);
    expect(overview.newStudents.value).toBe(expected.newStudents30);
    expect(weekly.newStudents).toBe(expected.newStudentsLastWeek);
    expect(overview.activeStudents.value).toBe(expected.studentsTaught30);
    expect(journey.students).toBe(expected.studentsAllTime);
    expect(roster.total).toBe(expected.studentsAllTime);
    expect(csv).toContain(`new students,${expected.newStudents30},`);
    expect(csv).toContain(`students taught,${expected.studentsTaught30},`);

    // Lessons.
    expect([summary.monthLessons, stats.sessions.value]).toEqual([expected.monthLessons, expected.monthLessons]);
    expect(summary.completedSessions).toBe(expected.completedThisMonth);
    expect(summary.attendanceRate).toBe(expected.attendance);

    // Pending trials: the sessions page, the dashboard action and the roster's suggested action.
    const marked = roster.data.filter((row) => row.suggestedAction?.type === 'pending_trial').map((row) => row.id);
    const liveWaiting = [...expected.pendingTrialStudents].filter((id) => roster.data.some((row) => row.id === id));
    expect(pendingList.total).toBe(expected.pendingTrials);
    expect(actions.find((action) => action.type === 'pending_trials')?.count ?? 0).toBe(expected.pendingTrials);
    // A student whose trial waits is marked unless an earlier rule of the spec's order applies.
    for (const id of marked) expect(expected.pendingTrialStudents.has(id)).toBe(true);
    expect(marked.length).toBeLessThanOrEqual(liveWaiting.length);
    expect(liveWaiting.length === 0 || marked.length > 0).toBe(true);
  });

  it('agrees on fixed clocks with a clock change in the month (Auckland April 2026, Los Angeles March and November 2026)', async () => {
    for (const { zone, iso, seed } of [
      { zone: 'Pacific/Auckland', iso: '2026-04-06T03:00:00Z', seed: 5 }, // the day after clocks went back
      { zone: 'America/Los_Angeles', iso: '2026-03-09T20:00:00Z', seed: 6 }, // the day after clocks went forward
      { zone: 'America/Los_Angeles', iso: '2026-11-01T09:30:00Z', seed: 7 }, // 1 November 01:30 PST: clocks went back an hour ago
    ]) {
      const now = new Date(iso);
      const practice = await randomPractice(seed, zone, 'USD', now);
      const { teacherId } = practice;
      const expected = await expectedFigures(practice, now);
      const [summary, stats, kpis, earnings, series, overview, journey] = await Promise.all([
        getDashboardSummary({ teacherId, now }),
        getServiceKpis({ teacherId, now }),
        getPaymentKpis({ teacherId, query: {}, now }),
        getInsightsEarnings({ teacherId, now }),
        getRevenueSeries({ teacherId, timeZone: zone, now }),
        getInsightsOverview({ teacherId, days: 30, now }),
        getInsightsJourney({ teacherId, now }),
      ]);
      const revenue = nonZeroMoney(expected.revenueThisMonth);
      const label = { zone, iso };
      expect({ ...label, money: nonZero(summary.monthRevenueByCurrency) }).toEqual({ ...label, money: revenue });
      expect({ ...label, money: nonZero(stats.revenue.byCurrency) }).toEqual({ ...label, money: revenue });
      expect({
        ...label,
        money: nonZero(kpis.totals.map((t) => ({ currency: t.currency, amount: t.revenue }))),
      }).toEqual({
        ...label,
        money: revenue,
      });
      expect({ ...label, money: nonZero(earnings.months.at(-1)!.totals) }).toEqual({ ...label, money: revenue });
      expect(series.months.at(-1)!.amount).toBe(expected.revenueThisMonth.USD ?? 0);
      expect(series.months.at(-2)!.amount).toBe(expected.revenueLastMonth.USD ?? 0);
      expect(nonZero(overview.revenue.byCurrency.map((e) => ({ currency: e.currency, amount: e.value })))).toEqual(
        nonZeroMoney(expected.revenue30),
      );
      expect(nonZero(journey.income)).toEqual(nonZeroMoney(expected.revenueAllTime));
      expect([summary.activeStudents, summary.newStudents, overview.newStudents.value]).toEqual([
        expected.activeStudents,
        expected.newStudentsThisMonth,
        expected.newStudents30,
      ]);
      expect([summary.monthLessons, stats.sessions.value]).toEqual([expected.monthLessons, expected.monthLessons]);
    }
  });

  it('sends as many statements for a history four times as long (the figure functions)', async () => {
    const now = new Date();
    const small = await randomPractice(101, 'Pacific/Auckland', 'EUR', now, 1);
    const large = await randomPractice(102, 'Pacific/Auckland', 'EUR', now, 4);
    const figures = (teacherId: string): [string, () => Promise<unknown>][] => [
      ['dashboard summary', () => getDashboardSummary({ teacherId, now })],
      ['revenue series', () => getRevenueSeries({ teacherId, timeZone: 'Pacific/Auckland', now })],
      ['service KPIs', () => getServiceKpis({ teacherId, now })],
      ['payment KPIs', () => getPaymentKpis({ teacherId, query: {}, now })],
      ['insights earnings', () => getInsightsEarnings({ teacherId, now })],
      ['insights overview', () => getInsightsOverview({ teacherId, days: 30, now })],
      ['insights journey', () => getInsightsJourney({ teacherId, now })],
      ['weekly report', () => collectWeeklyReport(teacherId, weeklyReportPeriod(now, 'Pacific/Auckland'), now)],
    ];
    const smallRuns = figures(small.teacherId);
    const largeRuns = figures(large.teacherId);
    for (let index = 0; index < smallRuns.length; index += 1) {
      const [name, runSmall] = smallRuns[index]!;
      const [, runLarge] = largeRuns[index]!;
      const a = await countQueries(runSmall);
      const b = await countQueries(runLarge);
      expect({ name, count: b.count }).toEqual({ name, count: a.count });
    }
  });

  it('the pages read the figures through the same functions as the routes', async () => {
    const uses = {
      'app/(teacher)/teacher/page.tsx': ['getDashboardSummary', 'getRevenueSeries'],
      'app/(teacher)/teacher/services/page.tsx': ['getServiceKpis'],
      'app/(teacher)/teacher/payments/page.tsx': ['getPaymentKpis'],
      'app/(teacher)/teacher/insights/sections/performance-sections.tsx': [
        'getInsightsOverview',
        'getInsightsEarnings',
        'getInsightsJourney',
      ],
    };
    for (const [file, functions] of Object.entries(uses)) {
      const source = await readFile(file, 'utf8');
      for (const name of functions)
        expect({ file, name, used: source.includes(`${name}(`) }).toEqual({ file, name, used: true });
      // A page never computes a figure of its own: no database access in a page.
      expect({ file, queries: /\bdb\.|\$queryRaw/.test(source) }).toEqual({ file, queries: false });
    }
  });
});
