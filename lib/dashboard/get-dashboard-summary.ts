import 'server-only';
import { Prisma } from '@/generated/prisma/client';
import { percentChange } from '@/lib/catalogue/percent-change';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { amountIn, readRevenue, revenueByCurrencyDaysSql, type CurrencyAmount } from '@/lib/metrics/revenue';
import { usableTimeZone } from '@/lib/core/time';
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
  /** Days ago (0 = today) with a completed session, over the streak's look-back. */
  streakDays: number[];
};

/**
 * Every figure in ONE statement, whatever the history. The session counts (lessons, attendance,
 * the streak's days) and the revenue come from the day rollups (decision 0146: one row per local
 * day of the teacher's zone, kept by triggers in the transaction of every session and payment
 * write), so the two months are at most 62 rows and the streak's 366 days at most 366, however many
 * sessions a day holds. Lessons are scheduled, completed or pending_review sessions (spec:
 * month_lessons; as the services page counts them). The rest are index ranges that do not grow with
 * history: the roster's active students, the month's new students, the future scheduled sessions.
 * `days` are local ISO dates from lib/core/zoned-date; the streak's days come back as "days ago"
 * (0 = today).
 */
const summarySql = (input: {
  teacherId: string;
  now: Date;
  monthStart: Date;
  monthEnd: Date;
  days: { previousStart: string; start: string; end: string; today: string };
}) => {
  const { teacherId, now, monthStart, monthEnd, days } = input;
  const teacher = Prisma.sql`${teacherId}::uuid`;
  const start = Prisma.sql`${days.start}::date`;
  const today = Prisma.sql`${days.today}::date`;
  return Prisma.sql`
    SELECT
      ${revenueByCurrencyDaysSql(teacher, start, Prisma.sql`${days.end}::date`)} AS "revenue",
      ${revenueByCurrencyDaysSql(teacher, Prisma.sql`${days.previousStart}::date`, start)} AS "revenueBefore",
      m.lessons AS "lessons", m."lessonsBefore", m.completed AS "completed", m."noShows",
      (SELECT count(*)::int FROM "students"
        WHERE "teacherId" = ${teacher} AND "status" = 'active' AND "deletedAt" IS NULL) AS "activeStudents",
      (SELECT count(*)::int FROM "students"
        WHERE "teacherId" = ${teacher} AND "deletedAt" IS NULL
          AND "createdAt" >= ${monthStart}::timestamptz AND "createdAt" < ${monthEnd}::timestamptz) AS "newStudents",
      (SELECT coalesce(json_agg(json_build_object('currency', p."currency", 'amount', p.amount)
                                ORDER BY p.amount DESC, p."currency"), '[]'::json)
         FROM (SELECT sv."currency", sum(sv."priceAmount")::bigint AS amount
                 FROM "sessions" s JOIN "services" sv ON sv."id" = s."serviceId"
                WHERE s."teacherId" = ${teacher} AND s."status" = 'scheduled' AND s."startUtc" > ${now}::timestamptz
                GROUP BY sv."currency") p) AS "pending",
      (SELECT coalesce(array_agg(${today} - "day"), '{}'::int[]) FROM "teacher_day_figures"
        WHERE "teacherId" = ${teacher} AND "completed" > 0
          AND "day" >= ${today} - ${streakLookBackDays}::int AND "day" <= ${today}) AS "streakDays"
    FROM (SELECT coalesce(sum("lessons") FILTER (WHERE "day" >= ${start}), 0)::int AS lessons,
                 coalesce(sum("lessons") FILTER (WHERE "day" < ${start}), 0)::int AS "lessonsBefore",
                 coalesce(sum("completed") FILTER (WHERE "day" >= ${start}), 0)::int AS completed,
                 coalesce(sum("noShows") FILTER (WHERE "day" >= ${start}), 0)::int AS "noShows"
            FROM "teacher_day_figures"
           WHERE "teacherId" = ${teacher}
             AND "day" >= ${days.previousStart}::date AND "day" < ${days.end}::date) m`;
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
  const [row] = await db.$queryRaw<SummaryRow[]>(
    summarySql({
      teacherId,
      now,
      monthStart: month.start,
      monthEnd: month.end,
      days: {
        previousStart: `${previous.label}-01`,
        start: `${month.label}-01`,
        end: `${zonedMonth(now, timezone, 1).label}-01`,
        today: zonedToday(timezone, now),
      },
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
