import 'server-only';
import { Prisma } from '@/generated/prisma/client';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { revenueByMonthSql } from '@/lib/metrics/revenue';
import { usableTimeZone } from '@/lib/core/time';
import { zonedMonth } from '@/lib/core/zoned-date';

/** How many calendar months the dashboard sparkline shows, the current one included. */
export const revenueSeriesMonths = 6;

export type RevenueSeries = {
  /** The teacher's `defaultCurrency`: the only currency counted. */
  currency: string;
  /** Oldest month first; a month without revenue answers 0. Amounts in minor units. */
  months: { month: string; amount: number }[];
};

type SeriesRow = { currency: string; amounts: (number | string)[] };

/**
 * One statement: the teacher's currency and the sum per month. `bounds` are the 7 local month starts
 * (oldest first, the last one is next month's start) from lib/core/zoned-date, so months follow the
 * teacher's clock without the database's zone data; width_bucket numbers the month of each
 * payment (1 = oldest) and generate_series fills the months without any with 0.
 */
const seriesSql = (teacherId: string, bounds: string[]) => {
  const teacher = Prisma.sql`${teacherId}::uuid`;
  return Prisma.sql`
    SELECT t."defaultCurrency" AS "currency",
           (SELECT array_agg(coalesce(m.amount, 0)::bigint ORDER BY b.bucket)
              FROM generate_series(1, ${bounds.length - 1}::int) AS b(bucket)
              LEFT JOIN (${revenueByMonthSql(teacherId, bounds, Prisma.sql`t."defaultCurrency"`)}) m
                ON m.bucket = b.bucket) AS "amounts"
      FROM "teachers" t
     WHERE t."id" = ${teacher} AND t."deletedAt" IS NULL`;
};

/**
 * The teacher's revenue for the last six calendar months, the current one included, on the
 * teacher's clock (the sparkline of the dashboard). Revenue as everywhere (docs/metrics.md,
 * lib/metrics/revenue.ts): payments taken minus their refunds by the local month of `paidAt`, the
 * teacher's own currency only; the last month is the summary's `monthRevenue`. One statement.
 */
export async function getRevenueSeries({
  teacherId,
  timeZone,
  now = new Date(),
}: {
  teacherId: string;
  /** The teacher's zone (`Teacher.timezone`); an unusable one falls back to UTC. */
  timeZone: string;
  now?: Date;
}): Promise<RevenueSeries> {
  const zone = usableTimeZone(timeZone);
  const months = Array.from({ length: revenueSeriesMonths }, (_, index) =>
    zonedMonth(now, zone, index - (revenueSeriesMonths - 1)),
  );
  const bounds = [...months.map((month) => month.start.toISOString()), months.at(-1)!.end.toISOString()];

  const [row] = await db.$queryRaw<SeriesRow[]>(seriesSql(teacherId, bounds));
  if (!row) throw new NotFoundError('Teacher');
  return {
    currency: row.currency,
    months: months.map((month, index) => ({ month: month.label, amount: Number(row.amounts[index] ?? 0) })),
  };
}
