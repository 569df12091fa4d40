import { db } from '@/lib/core/db';
import type { Range } from '@/lib/insights/shared/period';
import { contentPeriod, periodInfo } from './content-period';
import { templateRankingPage } from './rank-templates';
import type { TContentPeriodQuery } from './schemas';
import { emptyMetricRow, metricColumns, sessionFactsCte, toMetrics, type MetricRow } from './session-facts-sql';

type SplitRow = MetricRow & { withTemplate: boolean; templatesUsed: number };

/**
 * Sessions of the range with a template (of the teacher, deleted or not: the lesson was still
 * planned with one) against those without, and how many distinct templates (not deleted, as in the
 * ranking) were used. One statement.
 */
export async function templateSplit(teacherId: string, range: Range) {
  const rows = await db.$queryRaw<SplitRow[]>`
    WITH ${sessionFactsCte(teacherId, range)},
    tagged AS (
      SELECT f.*, EXISTS (
        SELECT 1 FROM "session_templates" st JOIN "lesson_templates" t ON t."id" = st."templateId"
         WHERE st."sessionId" = f."id" AND t."teacherId" = ${teacherId}::uuid) AS "withTemplate"
        FROM facts f
    )
    SELECT f."withTemplate", ${metricColumns},
      (SELECT count(DISTINCT st."templateId")::int FROM "session_templates" st
         JOIN facts g ON g."id" = st."sessionId"
         JOIN "lesson_templates" t ON t."id" = st."templateId"
          AND t."teacherId" = ${teacherId}::uuid AND t."deletedAt" IS NULL) AS "templatesUsed"
      FROM tagged f GROUP BY f."withTemplate"`;
  const part = (flag: boolean) => rows.find((row) => row.withTemplate === flag) ?? emptyMetricRow;
  const all: MetricRow = { ...emptyMetricRow };
  for (const row of rows) for (const key of Object.keys(emptyMetricRow) as (keyof MetricRow)[]) all[key] += row[key];
  return {
    templatesUsed: rows[0]?.templatesUsed ?? 0,
    withTemplate: toMetrics(part(true)),
    withoutTemplate: toMetrics(part(false)),
    all: toMetrics(all),
  };
}

/** GET /api/teacher/insights/content: the overview and the three most used templates. */
export async function getContentOverview({
  teacherId,
  query,
  now = new Date(),
}: {
  teacherId: string;
  query: TContentPeriodQuery;
  now?: Date;
}) {
  const period = await contentPeriod({ teacherId, days: query.period, now });
  const split = await templateSplit(teacherId, period.current);
  const top = await templateRankingPage({ teacherId, range: period.current, sort: 'uses', limit: 3, offset: 0 });
  return {
    period: periodInfo(period),
    templatesUsed: split.templatesUsed,
    withTemplate: split.withTemplate,
    withoutTemplate: split.withoutTemplate,
    topTemplates: top.items,
  };
}
