import { Prisma } from '@/generated/prisma/client';
import type { Range } from '@/lib/insights/shared/period';
import type { TContentMetrics } from './schemas';

/** A later booking within this many days after a completed session counts as a rebooking (decision 0051). */
export const rebookingWindowDays = 14;

/**
 * `facts`: one row per session of the teacher starting in the range that was (or will be) held:
 * statuses scheduled, pending_review, completed, cancelled and no_show. Holds, requests, rejections
 * and expired checkouts never became lessons. Each row says whether it was completed, whether it
 * concluded (completed, no_show or cancelled), whether its student rebooked within the window and
 * the sum and number of its approved review ratings. Set-based: the rebooking check is a correlated
 * EXISTS the database answers from (teacherId, studentId, startUtc), never a query per session.
 */
export const sessionFactsCte = (teacherId: string, range: Range) => Prisma.sql`
  facts AS (
    SELECT s."id", s."status",
      (s."status" = 'completed' AND s."studentId" IS NOT NULL) AS "rebookable",
      (s."status" = 'completed' AND s."studentId" IS NOT NULL AND EXISTS (
        SELECT 1 FROM "sessions" n
         WHERE n."teacherId" = ${teacherId}::uuid AND n."studentId" = s."studentId"
           AND n."startUtc" > s."startUtc"
           AND n."startUtc" <= s."startUtc" + (${rebookingWindowDays}::int * interval '1 day')
           AND n."status" IN ('pending_confirmation', 'scheduled', 'pending_review', 'completed', 'no_show'))) AS "rebooked",
      rv."ratingSum", rv."ratingCount"
    FROM "sessions" s
    LEFT JOIN LATERAL (
      SELECT sum(r."rating")::int AS "ratingSum", count(*)::int AS "ratingCount" FROM "reviews" r
       WHERE r."teacherId" = ${teacherId}::uuid AND r."sessionId" = s."id" AND r."status" = 'approved'
    ) rv ON true
    WHERE s."teacherId" = ${teacherId}::uuid
      AND s."startUtc" >= ${range.start}::timestamptz AND s."startUtc" < ${range.end}::timestamptz
      AND s."status" IN ('scheduled', 'pending_review', 'completed', 'cancelled', 'no_show')
  )`;

/** The aggregate columns of `facts` rows aliased `f` (distinct per group by the caller). */
export const metricColumns = Prisma.sql`
  count(*)::int AS "uses",
  count(*) FILTER (WHERE f."status" = 'completed')::int AS "completed",
  count(*) FILTER (WHERE f."status" IN ('completed', 'no_show', 'cancelled'))::int AS "concluded",
  count(*) FILTER (WHERE f."rebookable")::int AS "rebookable",
  count(*) FILTER (WHERE f."rebooked")::int AS "rebooked",
  coalesce(sum(f."ratingSum"), 0)::int AS "ratingSum",
  coalesce(sum(f."ratingCount"), 0)::int AS "ratingCount"`;

export type MetricRow = {
  uses: number;
  completed: number;
  concluded: number;
  rebookable: number;
  rebooked: number;
  ratingSum: number;
  ratingCount: number;
};

export const emptyMetricRow: MetricRow = {
  uses: 0,
  completed: 0,
  concluded: 0,
  rebookable: 0,
  rebooked: 0,
  ratingSum: 0,
  ratingCount: 0,
};

const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10);

export const toMetrics = (row: MetricRow): TContentMetrics => ({
  uses: row.uses,
  completed: row.completed,
  completionRate: percent(row.completed, row.concluded),
  rebookingRate: percent(row.rebooked, row.rebookable),
  averageRating: row.ratingCount === 0 ? null : Math.round((row.ratingSum / row.ratingCount) * 10) / 10,
});

/** The row minus the metric columns (the caller's group keys). */
export function splitMetricRow<Row extends MetricRow>(row: Row) {
  const { uses, completed, concluded, rebookable, rebooked, ratingSum, ratingCount, ...keys } = row;
  return { keys, metrics: toMetrics({ uses, completed, concluded, rebookable, rebooked, ratingSum, ratingCount }) };
}
