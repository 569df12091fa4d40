import { db } from '@/lib/core/db';
import { contentPeriod, periodInfo } from './content-period';
import type { TContentPeriodQuery } from './schemas';
import { metricColumns, sessionFactsCte, splitMetricRow, type MetricRow } from './session-facts-sql';

/** The ranking shows the most used pairs only. */
export const tagCombinationLimit = 20;

type PairRow = MetricRow & { tagAId: string; tagAName: string; tagBId: string; tagBName: string };

/**
 * GET /api/teacher/insights/content/tags: pairs of tags found together on one (not deleted)
 * template, with the figures of the sessions that used such a template (a session counts once per
 * pair). The 20 most used pairs, then by name. One statement after the period.
 */
export async function getTagCombinations({
  teacherId,
  query,
  now = new Date(),
}: {
  teacherId: string;
  query: TContentPeriodQuery;
  now?: Date;
}) {
  const period = await contentPeriod({ teacherId, days: query.period, now });
  const rows = await db.$queryRaw<PairRow[]>`
    WITH ${sessionFactsCte(teacherId, period.current)},
    pairs AS (
      SELECT DISTINCT st."sessionId", a."id" AS "tagAId", a."name" AS "tagAName", b."id" AS "tagBId", b."name" AS "tagBName"
        FROM "session_templates" st
        JOIN "lesson_templates" t ON t."id" = st."templateId"
         AND t."teacherId" = ${teacherId}::uuid AND t."deletedAt" IS NULL
        JOIN "template_tags" ta ON ta."templateId" = t."id"
        JOIN "template_tags" tb ON tb."templateId" = t."id"
        JOIN "tags" a ON a."id" = ta."tagId" AND a."teacherId" = ${teacherId}::uuid
        JOIN "tags" b ON b."id" = tb."tagId" AND b."teacherId" = ${teacherId}::uuid
        JOIN facts ON facts."id" = st."sessionId"
       WHERE (a."name", a."id") < (b."name", b."id")
    )
    SELECT p."tagAId", p."tagAName", p."tagBId", p."tagBName", ${metricColumns}
      FROM pairs p JOIN facts f ON f."id" = p."sessionId"
     GROUP BY p."tagAId", p."tagAName", p."tagBId", p."tagBName"
     ORDER BY "uses" DESC, p."tagAName", p."tagBName", p."tagAId", p."tagBId"
     LIMIT ${tagCombinationLimit}`;
  return {
    period: periodInfo(period),
    combinations: rows.map((row) => {
      const { keys, metrics } = splitMetricRow(row);
      return {
        tags: [
          { id: keys.tagAId, name: keys.tagAName },
          { id: keys.tagBId, name: keys.tagBName },
        ],
        ...metrics,
      };
    }),
  };
}
