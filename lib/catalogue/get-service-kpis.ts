import 'server-only';
import { Prisma } from '@/generated/prisma/client';
import { db } from '@/lib/core/db';
import { amountIn, readRevenue, revenueByCurrencySql, type CurrencyAmount } from '@/lib/metrics/revenue';
import { NotFoundError } from '@/lib/core/errors';
import { percentChange } from './percent-change';
import type { TKpi, TMoney, TServiceKpis } from './schemas';
import { usableTimeZone } from '@/lib/core/time';
import { zonedMonth, type ZonedMonth } from '@/lib/core/zoned-date';

/** Sessions that count as lessons of a month (spec: month_lessons). */
const monthSessionStatuses = ['scheduled', 'completed', 'pending_review'] as const;

const kpi = (value: number, previous: number): TKpi => ({
  value,
  previous,
  changePercent: percentChange(value, previous),
});

/** Enrollments that went through checkout, by the local month they started in. */
const soldIn = (teacherId: string, month: ZonedMonth): Prisma.EnrollmentWhereInput => ({
  teacherId,
  status: { not: 'pending_payment' },
  enrolledAt: { gte: month.start, lt: month.end },
});

/**
 * Enrollments running when `month` began, as far as the timestamps tell: started before, not
 * expired before, and either still running or ended (cancelled, completed, expired) after it began.
 * There is no completion timestamp, so for completed and expired ones the last update stands in.
 */
const runningAtStartOf = (teacherId: string, month: ZonedMonth): Prisma.EnrollmentWhereInput => ({
  teacherId,
  status: { not: 'pending_payment' },
  enrolledAt: { lt: month.start },
  AND: [
    { OR: [{ validUntil: null }, { validUntil: { gte: month.start } }] },
    {
      OR: [
        { status: { in: ['active', 'suspended'] } },
        { cancelledAt: { gte: month.start } },
        { cancelledAt: null, updatedAt: { gte: month.start } },
      ],
    },
  ],
});

const sessionsIn = (teacherId: string, month: ZonedMonth): Prisma.SessionWhereInput => ({
  teacherId,
  status: { in: [...monthSessionStatuses] },
  startUtc: { gte: month.start, lt: month.end },
});

/**
 * Month KPIs of the services page, in the teacher's time zone: revenue (the dashboard's "Revenue
 * this month", docs/metrics.md: payments taken minus refunds by local month of `paidAt`; main figure
 * in the teacher's default currency, all currencies beside it),
 * active enrollments (now, against those running when the month began), new enrollments and
 * sessions of the month, each against the previous month (December of the year before in January).
 */
export async function getServiceKpis({
  teacherId,
  now = new Date(),
}: {
  teacherId: string;
  now?: Date;
}): Promise<TServiceKpis> {
  const teacher = await db.teacher.findFirst({
    where: { id: teacherId, deletedAt: null },
    select: { timezone: true, defaultCurrency: true },
  });
  if (!teacher) throw new NotFoundError('Teacher');
  const timezone = usableTimeZone(teacher.timezone);
  const current = zonedMonth(now, timezone);
  const previous = zonedMonth(now, timezone, -1);
  const t = Prisma.sql`${teacherId}::uuid`;
  const at = (instant: Date) => Prisma.sql`${instant}::timestamptz`;
  // Revenue as on every page (docs/metrics.md): this month and the previous one in one statement.
  const revenueOfBoth = db.$queryRaw<{ current: CurrencyAmount[]; previous: CurrencyAmount[] }[]>(Prisma.sql`
    SELECT ${revenueByCurrencySql(t, at(current.start), at(current.end))} AS "current",
           ${revenueByCurrencySql(t, at(previous.start), at(previous.end))} AS "previous"`);

  const [[revenue], activeNow, activeBefore, newNow, newBefore, sessionsNow, sessionsBefore] = await Promise.all([
    revenueOfBoth,
    db.enrollment.count({ where: { teacherId, status: 'active' } }),
    db.enrollment.count({ where: runningAtStartOf(teacherId, current) }),
    db.enrollment.count({ where: soldIn(teacherId, current) }),
    db.enrollment.count({ where: soldIn(teacherId, previous) }),
    db.session.count({ where: sessionsIn(teacherId, current) }),
    db.session.count({ where: sessionsIn(teacherId, previous) }),
  ]);

  const revenueNow = readRevenue(revenue?.current ?? []);
  const revenueBefore = readRevenue(revenue?.previous ?? []);
  const byCurrency: TMoney[] = revenueNow
    .filter((money) => money.amount > 0)
    .sort((a, b) => b.amount - a.amount || a.currency.localeCompare(b.currency));
  const currency = teacher.defaultCurrency;

  return {
    month: current.label,
    timezone,
    currency: teacher.defaultCurrency,
    revenue: { ...kpi(amountIn(revenueNow, currency), amountIn(revenueBefore, currency)), byCurrency },
    activeEnrollments: kpi(activeNow, activeBefore),
    newEnrollments: kpi(newNow, newBefore),
    sessions: kpi(sessionsNow, sessionsBefore),
  };
}
