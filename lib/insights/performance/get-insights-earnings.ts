import 'server-only';
import { Prisma } from '@/generated/prisma/client';
import { db } from '@/lib/core/db';
import { zonedMonth } from '@/lib/core/zoned-date';
import { readInsightTeacher } from '@/lib/insights/shared/insight-teacher';
import { paidStatuses } from './period-figures';
import type { TInsightsEarnings } from './schemas';

const monthCount = 12;

type Row = { bucket: number; currency: string; amount: bigint };

/**
 * Income (payments taken minus their refunds, as the overview's revenue) of the 12 local months
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
  const rows = await db.$queryRaw<Row[]>(Prisma.sql`
    SELECT width_bucket("paidAt", ${bounds}::timestamptz[]) AS bucket, "currency",
           sum("amount" - "refundedAmount")::bigint AS amount
      FROM "payments"
     WHERE "teacherId" = ${teacherId}::uuid AND "status" IN ${paidStatuses}
       AND "paidAt" >= ${bounds[0]}::timestamptz AND "paidAt" < ${bounds.at(-1)}::timestamptz
     GROUP BY 1, 2`);
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
