import 'server-only';
import { db } from '@/lib/core/db';
import { zonedMonth } from '@/lib/core/zoned-date';
import { readInsightTeacher } from '@/lib/insights/shared/insight-teacher';
import { revenueByMonthSql } from '@/lib/metrics/revenue';
import type { TInsightsEarnings } from './schemas';

const monthCount = 12;

type Row = { bucket: number; currency: string; amount: bigint };

/**
 * Revenue (docs/metrics.md: payments taken minus their refunds, lib/metrics/revenue.ts) of the 12 local months
 * ending with the current one, per currency. ONE grouped statement: width_bucket numbers the local
 * month of each payment against the 13 month starts computed in the teacher's zone (DST-exact).
 */
export async function getInsightsEarnings({
  teacherId,
  now = new Date(),
}: {
  teacherId: string;
  now?: Date;
}): Promise<TInsightsEarnings> {
  const { timezone } = await readInsightTeacher(teacherId);
  const months = Array.from({ length: monthCount }, (_, index) => zonedMonth(now, timezone, index - monthCount + 1));
  const bounds = [...months.map((month) => month.start), months.at(-1)!.end].map((at) => at.toISOString());
  const rows = await db.$queryRaw<Row[]>(revenueByMonthSql(teacherId, bounds));
  const currencies = [...new Set(rows.map((row) => row.currency))].sort();
  return {
    timezone,
    months: months.map((month, index) => ({
      month: month.label,
      totals: currencies.map((currency) => ({
        currency,
        amount: Number(rows.find((row) => row.bucket === index + 1 && row.currency === currency)?.amount ?? 0),
      })),
    })),
    currencies,
  };
}
