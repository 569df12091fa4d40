import 'server-only';
import { Prisma } from '@/generated/prisma/client';
import { db } from '@/lib/core/db';
import { zonedIsoDate } from '@/lib/core/zoned-date';
import { readInsightTeacher } from '@/lib/insights/shared/insight-teacher';
import { readRevenue, revenueByCurrencySql, type CurrencyAmount } from '@/lib/metrics/revenue';
import type { TInsightsJourney } from './schemas';

type Row = { completedSessions: number; students: number; income: CurrencyAmount[]; firstSessionAt: Date | null };

/** Whole calendar months between two local dates (`YYYY-MM-DD`), by month number only. */
const monthsBetween = (from: string, to: string) => {
  const [fromYear, fromMonth] = from.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = to.split('-').map(Number) as [number, number];
  return (toYear - fromYear) * 12 + (toMonth - fromMonth);
};

/**
 * Lifetime figures (spec, Performance rules 4), one statement: completed sessions, students (not
 * deleted), income per currency (payments taken minus refunds) and the first completed session.
 */
export async function getInsightsJourney({
  teacherId,
  now = new Date(),
}: {
  teacherId: string;
  now?: Date;
}): Promise<TInsightsJourney> {
  const { timezone } = await readInsightTeacher(teacherId);
  const t = Prisma.sql`${teacherId}::uuid`;
  const [row] = await db.$queryRaw<Row[]>(Prisma.sql`
    SELECT
      (SELECT count(*)::int FROM "sessions" WHERE "teacherId" = ${t} AND "status" = 'completed') AS "completedSessions",
      (SELECT count(*)::int FROM "students" WHERE "teacherId" = ${t} AND "deletedAt" IS NULL) AS "students",
      ${revenueByCurrencySql(t)} AS "income",
      (SELECT min("startUtc") FROM "sessions" WHERE "teacherId" = ${t} AND "status" = 'completed') AS "firstSessionAt"`);
  if (!row) throw new Error('The journey query answered no row');
  const first = row.firstSessionAt ? new Date(row.firstSessionAt) : null;
  return {
    completedSessions: row.completedSessions,
    students: row.students,
    income: readRevenue(row.income),
    firstSessionAt: first?.toISOString() ?? null,
    monthsSinceFirstSession: first ? monthsBetween(zonedIsoDate(first, timezone), zonedIsoDate(now, timezone)) : null,
  };
}
