import { Prisma } from '@/generated/prisma/client';
import type { PaymentStatus } from '@/generated/prisma/enums';

/**
 * Revenue, the one definition every page, route, job and export uses (docs/metrics.md, "Revenue"):
 * the payments that took money (status succeeded, partially_refunded or refunded; pending and
 * failed ones never did), each counted as its amount minus what was refunded of it, in the local
 * period of its `paidAt` (a refund is taken off the month of the payment, as the payments page
 * shows it), per currency and never summed across currencies. Enrollments, package purchases,
 * subscription renewals and paid trials are all payments, so all count. Processor fees and tax are
 * not taken off (they are the payments page's own figures); an open dispute takes nothing off.
 */
export const revenueStatuses = [
  'succeeded',
  'partially_refunded',
  'refunded',
] as const satisfies readonly PaymentStatus[];

/** The statuses above, for SQL. */
export const revenueStatusesSql = Prisma.sql`('succeeded', 'partially_refunded', 'refunded')`;

/** What one payment adds to revenue (a column expression of "payments"). */
export const revenueAmountSql = Prisma.sql`("amount" - "refundedAmount")`;

/** Revenue from the sums of a set of payments (what a `groupBy` over `revenueWhere` answers). */
export const revenueFromSums = (sums: { amount: number | null; refundedAmount: number | null }) =>
  (sums.amount ?? 0) - (sums.refundedAmount ?? 0);

/** The payments that count, paid in [start, end) when a range is given (Prisma). */
export const revenueWhere = (teacherId: string, range?: { start: Date; end: Date }): Prisma.PaymentWhereInput => ({
  teacherId,
  status: { in: [...revenueStatuses] },
  paidAt: range ? { gte: range.start, lt: range.end } : { not: null },
});

/**
 * A scalar subquery answering the revenue in [start, end) as JSON `[{ currency, amount }]`, ordered
 * by currency (no bounds: all time). For statements that compute a whole family of figures at once
 * (dashboard summary, insights period figures, journey, services KPIs). `teacher`, `start` and
 * `end` are SQL (a parameter or a column of the outer query).
 */
export const revenueByCurrencySql = (teacher: Prisma.Sql, start?: Prisma.Sql, end?: Prisma.Sql) => Prisma.sql`
  (SELECT coalesce(json_agg(json_build_object('currency', r."currency", 'amount', r.amount) ORDER BY r."currency"), '[]'::json)
     FROM (SELECT "currency", sum(${revenueAmountSql})::bigint AS amount FROM "payments"
            WHERE "teacherId" = ${teacher} AND "status" IN ${revenueStatusesSql}
              ${start ? Prisma.sql`AND "paidAt" >= ${start}` : Prisma.empty}
              ${end ? Prisma.sql`AND "paidAt" < ${end}` : Prisma.sql`AND "paidAt" IS NOT NULL`}
            GROUP BY "currency") r)`;

/**
 * The same revenue as `revenueByCurrencySql`, over whole local days [startDay, endDay) (`date` SQL),
 * read from the day rollup `teacher_day_revenue` (issue 38, decision 0146): at most one row per day
 * and currency, whatever the history. The rollup holds this very definition (statuses that took
 * money, amount - refundedAmount, local day of paidAt in the teacher's zone), kept by triggers on
 * `payments` in the transaction of every write (prisma/migrations/20261130020000_teacher_day_rollups).
 * For ranges that are whole local days of the teacher's zone: a month, an insights period.
 */
export const revenueByCurrencyDaysSql = (teacher: Prisma.Sql, startDay: Prisma.Sql, endDay: Prisma.Sql) => Prisma.sql`
  (SELECT coalesce(json_agg(json_build_object('currency', r."currency", 'amount', r.amount) ORDER BY r."currency"), '[]'::json)
     FROM (SELECT "currency", sum("amount")::bigint AS amount FROM "teacher_day_revenue"
            WHERE "teacherId" = ${teacher} AND "day" >= ${startDay} AND "day" < ${endDay}
            GROUP BY "currency" HAVING sum("payments") > 0) r)`;

/**
 * Revenue per local month and currency: rows `{ bucket, currency, amount }` where bucket k (1-based)
 * is [bounds[k-1], bounds[k]). `bounds` are local month starts from lib/core/zoned-date (the last one
 * the end), so months follow the teacher's clock, DST changes included. Empty months give no row.
 */
export const revenueByMonthSql = (teacherId: string, bounds: string[], currency?: Prisma.Sql) => Prisma.sql`
  SELECT width_bucket("paidAt", ${bounds}::timestamptz[]) AS bucket, "currency",
         sum(${revenueAmountSql})::bigint AS amount
    FROM "payments"
   WHERE "teacherId" = ${teacherId}::uuid AND "status" IN ${revenueStatusesSql}
     ${currency ? Prisma.sql`AND "currency" = ${currency}` : Prisma.empty}
     AND "paidAt" >= ${bounds[0]}::timestamptz AND "paidAt" < ${bounds.at(-1)}::timestamptz
   GROUP BY 1, 2`;

/** Money per currency, minor units. */
export type CurrencyAmount = { currency: string; amount: number };

/** JSON revenue (bigint sums come back as numbers or strings) to numbers. */
export const readRevenue = (rows: { currency: string; amount: number | string | bigint }[]): CurrencyAmount[] =>
  rows.map((row) => ({ currency: row.currency, amount: Number(row.amount) }));

/** The amount in one currency (0 without any). */
export const amountIn = (revenue: CurrencyAmount[], currency: string) =>
  revenue.find((entry) => entry.currency === currency)?.amount ?? 0;

/**
 * All-time revenue per service and currency, for the services list's "lifetime revenue": a payment
 * belongs to the service of its enrollment (purchase, renewal) or of its session (paid trial).
 * Rows `{ serviceId, currency, amount }`; one grouped statement for any number of services.
 */
export const revenueByServiceSql = (teacherId: string, serviceIds: string[]) => Prisma.sql`
  SELECT coalesce(e."serviceId", s."serviceId")::text AS "serviceId", p."currency",
         sum(p."amount" - p."refundedAmount")::bigint AS amount
    FROM "payments" p
    LEFT JOIN "enrollments" e ON e."id" = p."enrollmentId"
    LEFT JOIN "sessions" s ON s."id" = p."sessionId"
   WHERE p."teacherId" = ${teacherId}::uuid AND p."status" IN ${revenueStatusesSql} AND p."paidAt" IS NOT NULL
     AND coalesce(e."serviceId", s."serviceId") = ANY(${serviceIds}::uuid[])
   GROUP BY 1, 2`;
