import { TZDate } from '@date-fns/tz';
import type { Prisma } from '@/generated/prisma/client';
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
import { createService, createStudent, createTeacher } from '@/prisma/factories';
import { countQueries } from '@/test/count-queries';
import { callRoute, teacherCookie } from '@/test/http';

/**
 * Issue 30: every figure of docs/metrics.md read through every route that shows it, on seeded random
 * histories, must equal the same figure elsewhere and an independent computation written here from
 * the glossary (plain loops over the rows, month and day bounds from @date-fns/tz, not lib/core/time).
 */

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** mulberry32: a small seeded PRNG, so a failing history can be replayed from its seed. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

// ---------------------------------------------------------------------------------------------
// Independent clock: local calendar bounds through TZDate.

function localMonthStart(now: Date, zone: string, offset = 0): Date {
  const local = new TZDate(now.getTime(), zone);
  return new Date(new TZDate(local.getFullYear(), local.getMonth() + offset, 1, 0, 0, 0, zone).getTime());
}

function localDayStart(now: Date, zone: string, offset = 0): Date {
  const local = new TZDate(now.getTime(), zone);
  return new Date(new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + offset, 0, 0, 0, zone).getTime());
}

function localMondayStart(now: Date, zone: string, weeksBack: number): Date {
  const local = new TZDate(now.getTime(), zone);
  const sinceMonday = (local.getDay() + 6) % 7;
  return localDayStart(now, zone, -sinceMonday - 7 * weeksBack);
}

// ---------------------------------------------------------------------------------------------
// Seeded random histories.

type Practice = { teacherId: string; zone: string; currency: string; currencies: string[] };

async function randomPractice(seed: number, zone: string, currency: string, now: Date, scale = 1): Promise<Practice> {
  const random = prng(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const between = (from: number, to: number) => Math.floor(from + random() * (to - from + 1));
  const teacher = await createTeacher({ timezone: zone, defaultCurrency: currency, taxRate: 21 });
  const currencies = [currency, currency === 'USD' ? 'EUR' : 'USD', 'NZD'].filter((c, i, all) => all.indexOf(c) === i);

  const services = await Promise.all(
    currencies.flatMap((code) => [
      createService({
        teacherId: teacher.id,
        currency: code,
        structure: 'package',
        sessionsIncluded: 5,
        priceAmount: between(5_000, 20_000),
      }),
      createService({
        teacherId: teacher.id,
        currency: code,
        structure: 'subscription',
        billingInterval: 'month',
        sessionsIncluded: 4,
        priceAmount: between(3_000, 9_000),
      }),
      createService({ teacherId: teacher.id, currency: code, isTrial: true, priceAmount: between(0, 1) ? 1_500 : 0 }),
    ]),
  );
  const trialServices = services.filter((service) => service.isTrial);
  const paidServices = services.filter((service) => !service.isTrial);

  // Instants near the local month boundaries (this month's and last month's first midnight, and two
  // hours on, across a clock change when the month starts with one: Los Angeles on 1 November).
  const monthEdges = [0, -1].flatMap((offset) => {
    const start = localMonthStart(now, zone, offset).getTime();
    return [start - minute, start, start + minute, start + 2 * hour + 30 * minute];
  });
  const pastInstant = () =>
    random() < 0.25
      ? new Date(pick(monthEdges))
      : new Date(now.getTime() - between(1, 110 * 24) * hour - between(0, 59) * minute);

  const students = [];
  for (let index = 0; index < 14 * scale; index += 1) {
    const createdAt = random() < 0.2 ? new Date(pick(monthEdges)) : pastInstant();
    const erased = random() < 0.12;
    students.push(
      await createStudent({
        teacherId: teacher.id,
        status: pick(['trial', 'active', 'active', 'inactive'] as const),
        createdAt,
        ...(erased ? { deletedAt: new Date(now.getTime() - day), anonymizedAt: new Date(now.getTime() - day) } : {}),
      }),
    );
  }

  // Sessions on distinct 2-hour slots (a teacher's sessions may not overlap), from 100 days back to 20 ahead.
  const usedSlots = new Set<number>();
  const slotStart = () => {
    for (;;) {
      const slot = between(-100 * 12, 20 * 12);
      if (!usedSlots.has(slot)) {
        usedSlots.add(slot);
        return new Date(Math.floor(now.getTime() / hour) * hour + slot * 2 * hour);
      }
    }
  };
  const sessions = [];
  for (let index = 0; index < 40 * scale; index += 1) {
    const startUtc = slotStart();
    const past = startUtc < now;
    const trial = random() < 0.25;
    const service = trial ? pick(trialServices) : pick(paidServices);
    const status = trial
      ? past
        ? pick(['completed', 'completed', 'no_show', 'rejected'] as const)
        : pick(['pending_confirmation', 'pending_confirmation', 'scheduled'] as const)
      : past
        ? pick(['completed', 'completed', 'no_show', 'cancelled', 'pending_review'] as const)
        : pick(['scheduled', 'scheduled', 'cancelled'] as const);
    sessions.push({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: pick(students).id,
      startUtc,
      endUtc: new Date(startUtc.getTime() + hour),
      timezone: zone,
      status,
      isTrialSession: trial,
      createdAt: new Date(Math.min(startUtc.getTime(), now.getTime()) - between(1, 72) * hour),
    });
  }
  await db.session.createMany({ data: sessions });
  const paidTrials = await db.session.findMany({
    where: { teacherId: teacher.id, isTrialSession: true, status: { in: ['completed', 'no_show', 'scheduled'] } },
    select: { id: true, studentId: true, startUtc: true, service: { select: { priceAmount: true, currency: true } } },
  });

  // Enrollments with their payments: purchases, renewals, refunds (part, full), disputes, failures.
  const payments: Prisma.PaymentCreateManyInput[] = [];
  for (let index = 0; index < 16 * scale; index += 1) {
    const service = pick(paidServices);
    const student = pick(students);
    const enrolledAt = pastInstant();
    const enrollment = await db.enrollment.create({
      data: {
        teacherId: teacher.id,
        serviceId: service.id,
        studentId: student.id,
        status: pick(['active', 'active', 'completed', 'cancelled', 'expired'] as const),
        sessionsTotal: 5,
        pricePaid: service.priceAmount,
        currency: service.currency,
        enrolledAt,
      },
    });
    const paid = (kind: 'enrollment' | 'renewal', paidAt: Date) => {
      const amount = service.priceAmount;
      const fate = random();
      const status =
        fate < 0.1
          ? 'refunded'
          : fate < 0.25
            ? 'partially_refunded'
            : fate < 0.32
              ? 'failed'
              : fate < 0.36
                ? 'pending'
                : 'succeeded';
      payments.push({
        teacherId: teacher.id,
        studentId: student.id,
        enrollmentId: enrollment.id,
        kind,
        amount,
        currency: service.currency,
        pspFee: Math.round(amount * 0.03),
        taxAmount: Math.round((amount * 21) / 121),
        status,
        refundedAmount: status === 'refunded' ? amount : status === 'partially_refunded' ? between(1, amount - 1) : 0,
        paidAt: status === 'pending' ? null : paidAt,
      });
    };
    paid('enrollment', enrolledAt);
    if (service.structure === 'subscription') {
      for (let renewal = enrolledAt.getTime() + 30 * day; renewal < now.getTime(); renewal += 30 * day) {
        paid('renewal', random() < 0.3 ? new Date(pick(monthEdges)) : new Date(renewal));
      }
    }
  }
  for (const trial of paidTrials) {
    if (trial.service.priceAmount === 0) continue;
    payments.push({
      teacherId: teacher.id,
      studentId: trial.studentId,
      sessionId: trial.id,
      kind: 'trial',
      amount: trial.service.priceAmount,
      currency: trial.service.currency,
      status: 'succeeded',
      paidAt: new Date(Math.min(trial.startUtc.getTime(), now.getTime()) - day),
    });
  }
  await db.payment.createMany({ data: payments });
  const disputed = await db.payment.findMany({ where: { teacherId: teacher.id, status: 'succeeded' }, take: 2 });
  for (const payment of disputed) {
    await db.dispute.create({
      data: {
        teacherId: teacher.id,
        paymentId: payment.id,
        amount: payment.amount,
        currency: payment.currency,
        pspDisputeId: `dp_${payment.id}`,
      },
    });
  }
  return { teacherId: teacher.id, zone, currency, currencies };
}

// ---------------------------------------------------------------------------------------------
// Independent computation from the glossary.

type Money = Record<string, number>;

async function expectedFigures(practice: Practice, now: Date) {
  const { teacherId, zone } = practice;
  const [payments, students, sessions] = await Promise.all([
    db.payment.findMany({ where: { teacherId } }),
    db.student.findMany({ where: { teacherId } }),
    db.session.findMany({
      where: { teacherId },
      include: { service: { select: { priceAmount: true, currency: true } } },
    }),
  ]);
  const within = (at: Date | null, start: Date, end: Date) => at !== null && at >= start && at < end;
  // Revenue: payments that took money, amount minus refunded, by paidAt, per currency.
  const revenue = (start: Date, end: Date): Money => {
    const money: Money = {};
    for (const payment of payments) {
      if (!['succeeded', 'partially_refunded', 'refunded'].includes(payment.status)) continue;
      if (!within(payment.paidAt, start, end)) continue;
      money[payment.currency] = (money[payment.currency] ?? 0) + payment.amount - payment.refundedAmount;
    }
    return money;
  };
  const month = { start: localMonthStart(now, zone), end: localMonthStart(now, zone, 1) };
  const lastMonth = { start: localMonthStart(now, zone, -1), end: month.start };
  const last30 = { start: localDayStart(now, zone, -29), end: localDayStart(now, zone, 1) };
  const lastWeek = { start: localMondayStart(now, zone, 1), end: localMondayStart(now, zone, 0) };
  const live = students.filter((student) => student.deletedAt === null);
  const inMonth = (at: Date) => within(at, month.start, month.end);
  const completedInMonth = sessions.filter((s) => s.status === 'completed' && inMonth(s.startUtc)).length;
  const noShowsInMonth = sessions.filter((s) => s.status === 'no_show' && inMonth(s.startUtc)).length;
  const pendingTrials = sessions.filter((s) => s.isTrialSession && s.status === 'pending_confirmation');
  return {
    revenueThisMonth: revenue(month.start, month.end),
    revenueLastMonth: revenue(lastMonth.start, lastMonth.end),
    revenue30: revenue(last30.start, last30.end),
    revenueAllTime: revenue(new Date(0), new Date(8.64e15)),
    revenueLastWeek: revenue(lastWeek.start, lastWeek.end),
    last30,
    activeStudents: live.filter((student) => student.status === 'active').length,
    newStudentsThisMonth: live.filter((student) => inMonth(student.createdAt)).length,
    newStudents30: live.filter((student) => within(student.createdAt, last30.start, last30.end)).length,
    newStudentsLastWeek: live.filter((student) => within(student.createdAt, lastWeek.start, lastWeek.end)).length,
    studentsTaught30: new Set(
      sessions
        .filter((s) => s.status === 'completed' && s.studentId && within(s.startUtc, last30.start, last30.end))
        .map((s) => s.studentId),
    ).size,
    studentsAllTime: live.length,
    monthLessons: sessions.filter(
      (s) => ['scheduled', 'completed', 'pending_review'].includes(s.status) && inMonth(s.startUtc),
    ).length,
    completedThisMonth: completedInMonth,
    attendance:
      completedInMonth + noShowsInMonth === 0
        ? null
        : Math.round((completedInMonth / (completedInMonth + noShowsInMonth)) * 1000) / 10,
    pendingTrials: pendingTrials.length,
    pendingTrialStudents: new Set(pendingTrials.map((s) => s.studentId)),
  };
}

/** Only the currencies with money, as a plain record (what every list of amounts must reduce to). */
const nonZero = (entries: { currency: string; amount: number }[]): Money =>
  Object.fromEntries(entries.filter((entry) => entry.amount !== 0).map((entry) => [entry.currency, entry.amount]));
const nonZeroMoney = (money: Money): Money =>
  Object.fromEntries(Object.entries(money).filter(([, amount]) => amount !== 0));

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
    expect(nonZeroMoney(perService)).toEqual(allTime);
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
