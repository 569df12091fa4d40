import { db } from '@/lib/core/db';
import { contentPeriod, periodInfo } from './content-period';
import type { TContentPeriodQuery } from './schemas';
import { metricColumns, sessionFactsCte, splitMetricRow, type MetricRow } from './session-facts-sql';

type CategoryRow = MetricRow & { category: string };

/**
 * GET /api/teacher/insights/content/categories: figures of the sessions whose (not deleted)
 * templates carry each category; a session counts once per category. Most used first.
 */
export async function getCategoryMetrics({
  teacherId,
  query,
  now = new Date(),
}: {
  teacherId: string;
  query: TContentPeriodQuery;
  now?: Date;
}) {
  const period = await contentPeriod({ teacherId, days: query.period, now });
  const rows = await db.$queryRaw<CategoryRow[]>`
    WITH ${sessionFactsCte(teacherId, period.current)},
    categorised AS (
      SELECT DISTINCT st."sessionId", c."category" FROM "session_templates" st
        JOIN "lesson_templates" t ON t."id" = st."templateId"
         AND t."teacherId" = ${teacherId}::uuid AND t."deletedAt" IS NULL
        CROSS JOIN LATERAL unnest(t."categories") AS c("category")
        JOIN facts ON facts."id" = st."sessionId"
    )
    SELECT categorised."category", ${metricColumns}
      FROM categorised JOIN facts f ON f."id" = categorised."sessionId"
     GROUP BY categorised."category" ORDER BY "uses" DESC, categorised."category" ASC`;
  return {
    period: periodInfo(period),
    categories: rows.map((row) => {
      const { keys, metrics } = splitMetricRow(row);
      return { category: keys.category, ...metrics };
    }),
  };
}
