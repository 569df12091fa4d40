import { db } from '@/lib/core/db';
import { contentPeriod, periodInfo } from './content-period';
import type { TContentPeriodQuery } from './schemas';
import { metricColumns, sessionFactsCte, splitMetricRow, type MetricRow } from './session-facts-sql';

type TypeRow = MetricRow & { type: 'material' | 'homework' | 'reference' };

/**
 * GET /api/teacher/insights/content/resources: figures of the sessions that used at least one of
 * the teacher's resources of each type (a session with two videos of one type counts once for it).
 * Most used type first. One statement after the period.
 */
export async function getResourceImpact({
  teacherId,
  query,
  now = new Date(),
}: {
  teacherId: string;
  query: TContentPeriodQuery;
  now?: Date;
}) {
  const period = await contentPeriod({ teacherId, days: query.period, now });
  const rows = await db.$queryRaw<TypeRow[]>`
    WITH ${sessionFactsCte(teacherId, period.current)},
    typed AS (
      SELECT DISTINCT sr."sessionId", r."type" FROM "session_resources" sr
        JOIN "resources" r ON r."id" = sr."resourceId" AND r."teacherId" = ${teacherId}::uuid
        JOIN facts ON facts."id" = sr."sessionId"
    )
    SELECT typed."type"::text AS "type", ${metricColumns}
      FROM typed JOIN facts f ON f."id" = typed."sessionId"
     GROUP BY typed."type" ORDER BY "uses" DESC, typed."type"::text ASC`;
  return {
    period: periodInfo(period),
    types: rows.map((row) => {
      const { keys, metrics } = splitMetricRow(row);
      return { type: keys.type, ...metrics };
    }),
  };
}
