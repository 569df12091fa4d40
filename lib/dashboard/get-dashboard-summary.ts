import 'server-only';
import { Prisma } from '@/generated/prisma/client';
import { percentChange } from '@/lib/catalogue/percent-change';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { amountIn, readRevenue, revenueByCurrencySql, type CurrencyAmount } from '@/lib/metrics/revenue';
import { isoInstant } from '@/lib/core/iso-instant';
import { parseIsoDate, usableTimeZone, wallTimeToUtc } from '@/lib/core/time';
import { zonedMonth, zonedToday } from '@/lib/core/zoned-date';
import { readKpiChoice } from './kpi-choice';
import { recordBestStreak } from './record-best-streak';
import type { TDashboardMoney, TDashboardSummary } from './schemas';
import { streakLookBackDays, teachingStreak } from './teaching-streak';

type SummaryRow = {
  /** This month's and last month's revenue (docs/metrics.md), per currency. */
  revenue: CurrencyAmount[];
  revenueBefore: CurrencyAmount[];
  lessons: number;
  lessonsBefore: number;
  completed: number;
  noShows: number;
  activeStudents: number;
  newStudents: number;
  pending: TDashboardMoney[];
  /** Days ago (0 = today) with a completed session, walked back until the streak breaks. */
  streakDays: number[];
};

/** Sessions that count as lessons of a month (spec: month_lessons; as the services page counts them). */
const lessonStatuses = Prisma.sql`('scheduled', 'completed', 'pending_review')`;

/**
 * Every figure in ONE statement, whatever the history: each scalar subquery is one aggregate over
 * an index range of (teacherId, ...), bounded by the two months or the 366 streak days.
 * `bounds` are the 367 local midnights from 365 days ago to tomorrow, from the zone maths of
 * lib/core/time (DST changes included), not from the database's zone data; width_bucket numbers
 * the local day of each completed session against them, and the distinct days come back as "days
 * ago" (0 = today). A walk back day by day (a recursive query stopping at the first gap) was
 * tried: one probe per streak day is slower than this one range scan for a long streak.
 */
const summarySql = (input: {
  teacherId: string;
  now: Date;
  previousStart: Date;
  monthStart: Date;
  monthEnd: Date;
  bounds: string[];
}) => {
  const { teacherId, now, previousStart, monthStart, monthEnd, bounds } = input;
  // width_bucket answers k for bounds[k - 1] <= startUtc < bounds[k] (1-based), the local day
  // (366 - k) days ago: today's bucket is the last one, 366.
  const lastBound = bounds.length - 1;
  const teacher = Prisma.sql`${teacherId}::uuid`;
  const start = Prisma.sql`${monthStart}::timestamptz`;
  return Prisma.sql`
    SELECT
      ${revenueByCurrencySql(teacher, start, Prisma.sql`${monthEnd}::timestamptz`)} AS "revenue",
      ${revenueByCurrencySql(teacher, Prisma.sql`${previousStart}::timestamptz`, start)} AS "revenueBefore",
      m.lessons AS "lessons", m."lessonsBefore", m.completed AS "completed", m."noShows",
      (SELECT count(*)::int FROM "students"
        WHERE "teacherId" = ${teacher} AND "status" = 'active' AND "deletedAt" IS NULL) AS "activeStudents",
      (SELECT count(*)::int FROM "students"
        WHERE "teacherId" = ${teacher} AND "deletedAt" IS NULL
          AND "createdAt" >= ${start} AND "createdAt" < ${monthEnd}::timestamptz) AS "newStudents",
      (SELECT coalesce(json_agg(json_build_object('currency', p."currency", 'amount', p.amount)
                                ORDER BY p.amount DESC, p."currency"), '[]'::json)
         FROM (SELECT sv."currency", sum(sv."priceAmount")::bigint AS amount
                 FROM "sessions" s JOIN "services" sv ON sv."id" = s."serviceId"
                WHERE s."teacherId" = ${teacher} AND s."status" = 'scheduled' AND s."startUtc" > ${now}::timestamptz
                GROUP BY sv."currency") p) AS "pending",
      (SELECT coalesce(array_agg(DISTINCT ${lastBound} - width_bucket("startUtc", ${bounds}::timestamptz[])), '{}'::int[])
         FROM "sessions"
        WHERE "teacherId" = ${teacher} AND "status" = 'completed'
          AND "startUtc" >= ${bounds[0]}::timestamptz AND "startUtc" < ${bounds.at(-1)}::timestamptz) AS "streakDays"
    FROM (SELECT count(*) FILTER (WHERE "startUtc" >= ${start} AND "status" IN ${lessonStatuses})::int AS lessons,
                 count(*) FILTER (WHERE "startUtc" < ${start} AND "status" IN ${lessonStatuses})::int AS "lessonsBefore",
                 count(*) FILTER (WHERE "startUtc" >= ${start} AND "status" = 'completed')::int AS completed,
                 count(*) FILTER (WHERE "startUtc" >= ${start} AND "status" = 'no_show')::int AS "noShows"
            FROM "sessions"
           WHERE "teacherId" = ${teacher}
             AND "startUtc" >= ${previousStart}::timestamptz AND "startUtc" < ${monthEnd}::timestamptz) m`;
};

/** completed / (completed + no-shows) * 100, one decimal; null without either. */
export function attendanceRate(completed: number, noShows: number): number | null {
  const total = completed + noShows;
  return total === 0 ? null : Math.round((completed / total) * 1000) / 10;
}

/**
 * The dashboard summary of the spec's "Dashboard KPIs" (definitions and choices:
 * docs/decisions/0039-dashboard-summary-and-smart-actions.md). "This month" is the calendar month on
 * the teacher's clock, [first local midnight, next month's first local midnight); changes compare
 * with the previous calendar month. Two statements (the teacher, then every aggregate), plus a
 * short transaction only when the streak beats the stored best.
 */
export async function getDashboardSummary({
  teacherId,
  now = new Date(),
}: {
  teacherId: string;
  now?: Date;
}): Promise<TDashboardSummary> {
  const teacher = await db.teacher.findFirst({
    where: { id: teacherId, deletedAt: null },
    select: { timezone: true, defaultCurrency: true, bestStreak: true, dashboardConfig: true },
  });
  if (!teacher) throw new NotFoundError('Teacher');
  const timezone = usableTimeZone(teacher.timezone);
  const month = zonedMonth(now, timezone);
  const previous = zonedMonth(now, timezone, -1);
  // Local midnights of the look-back days, as zonedDayStart(shiftIsoDate(today, ...)) but on day
  // numbers: 367 of them a request, and the string round trips showed in the CPU profile (issue #20).
  const today = parseIsoDate(zonedToday(timezone, now));
  const bounds = Array.from({ length: streakLookBackDays + 2 }, (_, index) =>
    isoInstant(wallTimeToUtc(today + index - streakLookBackDays, 0, timezone)),
  );

  const [row] = await db.$queryRaw<SummaryRow[]>(
    summarySql({
      teacherId,
      now,
      previousStart: previous.start,
      monthStart: month.start,
      monthEnd: month.end,
      bounds,
    }),
  );
  if (!row) throw new Error('The dashboard summary query answered no row');

  const currency = teacher.defaultCurrency;
  const revenue = readRevenue(row.revenue);
  const revenueBefore = readRevenue(row.revenueBefore);
  const inCurrency = { current: amountIn(revenue, currency), previous: amountIn(revenueBefore, currency) };
  const monthRevenueByCurrency = revenue
    .filter((entry) => entry.amount > 0)
    .sort((a, b) => b.amount - a.amount || a.currency.localeCompare(b.currency));
  const pendingRevenueByCurrency = row.pending.map((entry) => ({
    currency: entry.currency,
    amount: Number(entry.amount),
  }));

  const streak = teachingStreak(row.streakDays);
  const isNewRecord = streak > teacher.bestStreak;
  if (isNewRecord) await recordBestStreak({ teacherId, streak, previousBest: teacher.bestStreak });

  return {
    month: month.label,
    timezone,
    currency,
    monthRevenue: inCurrency.current,
    monthRevenueChange: percentChange(inCurrency.current, inCurrency.previous),
    monthRevenueByCurrency,
    monthLessons: row.lessons,
    monthLessonsChange: percentChange(row.lessons, row.lessonsBefore),
    activeStudents: row.activeStudents,
    attendanceRate: attendanceRate(row.completed, row.noShows),
    pendingRevenue: pendingRevenueByCurrency.find((entry) => entry.currency === currency)?.amount ?? 0,
    pendingRevenueByCurrency,
    teachingStreak: streak,
    bestStreak: Math.max(streak, teacher.bestStreak),
    isNewRecord,
    newStudents: row.newStudents,
    completedSessions: row.completed,
    kpis: readKpiChoice(teacher.dashboardConfig),
  };
}
