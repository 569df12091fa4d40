import 'server-only';
import { db } from '@/lib/core/db';
import { dayRangeWhere, eachDate, summaryPeriod } from './audit-period';
import { maxSummaryDays, type TActivitySummary, type TActivitySummaryQuery } from './schemas';

/**
 * What happened in the teacher's account over a period (default: the last 30 days): counts by
 * action, most frequent first, and by day on the teacher's clock, every day present. One grouped
 * query each, on the (teacherId, createdAt) index.
 */
export async function getActivitySummary({
  teacherId,
  timezone,
  query,
  now,
}: {
  teacherId: string;
  timezone: string;
  query: TActivitySummaryQuery;
  now?: Date;
}): Promise<TActivitySummary> {
  const period = summaryPeriod(query, timezone, { now, maxDays: maxSummaryDays });
  const createdAt = dayRangeWhere(period, timezone)!;
  const [byAction, byDay] = await Promise.all([
    db.auditLog.groupBy({ by: ['action'], where: { teacherId, createdAt }, _count: { _all: true } }),
    db.$queryRaw<{ date: string; count: number }[]>`
      SELECT to_char("createdAt" AT TIME ZONE ${timezone}, 'YYYY-MM-DD') AS "date", count(*)::int AS "count"
      FROM "audit_logs"
      WHERE "teacherId" = ${teacherId}::uuid AND "createdAt" >= ${createdAt.gte} AND "createdAt" < ${createdAt.lt}
      GROUP BY 1`,
  ]);
  const perDay = new Map(byDay.map((row) => [row.date, Number(row.count)]));
  const actions = byAction
    .map((row) => ({ action: row.action, count: row._count._all }))
    .sort((a, b) => b.count - a.count || a.action.localeCompare(b.action));
  return {
    ...period,
    timezone,
    total: actions.reduce((sum, row) => sum + row.count, 0),
    byAction: actions,
    byDay: eachDate(period.from, period.to).map((date) => ({ date, count: perDay.get(date) ?? 0 })),
  };
}
