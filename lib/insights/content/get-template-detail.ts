import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { usableTimeZone } from '@/lib/core/time';
import { resolvePeriod } from '@/lib/insights/shared/period';
import { periodInfo } from './content-period';
import type { TContentMetrics, TContentPeriodQuery } from './schemas';
import { emptyMetricRow, metricColumns, sessionFactsCte, toMetrics, type MetricRow } from './session-facts-sql';

type ScopeRow = MetricRow & { scope: 'template' | 'all' };
type TemplateRow = {
  id: string;
  name: string;
  categories: string[];
  timezone: string;
  tags: { id: string; name: string }[];
};

const minus = (a: number | null, b: number | null, digits: number) =>
  a === null || b === null ? null : Math.round((a - b) * 10 ** digits) / 10 ** digits;

/**
 * GET /api/teacher/insights/content/templates/:id: one template's figures next to the teacher's
 * average over every session of the period (with a template or not), and the difference in
 * percentage points. Another teacher's template, or a deleted one, is 404.
 */
export async function getTemplateDetail({
  teacherId,
  templateId,
  query,
  now = new Date(),
}: {
  teacherId: string;
  templateId: string;
  query: TContentPeriodQuery;
  now?: Date;
}) {
  // The template, its tags and the teacher's zone in one statement.
  const [template] = await db.$queryRaw<TemplateRow[]>`
    SELECT t."id", t."name", t."categories", te."timezone",
      coalesce(json_agg(json_build_object('id', g."id", 'name', g."name") ORDER BY g."name", g."id")
        FILTER (WHERE g."id" IS NOT NULL), '[]') AS "tags"
      FROM "lesson_templates" t
      JOIN "teachers" te ON te."id" = t."teacherId"
      LEFT JOIN "template_tags" tt ON tt."templateId" = t."id"
      LEFT JOIN "tags" g ON g."id" = tt."tagId" AND g."teacherId" = ${teacherId}::uuid
     WHERE t."id" = ${templateId}::uuid AND t."teacherId" = ${teacherId}::uuid AND t."deletedAt" IS NULL
     GROUP BY t."id", te."timezone"`;
  if (!template) throw new NotFoundError('Template');
  const period = resolvePeriod({ days: query.period, now, timezone: usableTimeZone(template.timezone) });
  const rows = await db.$queryRaw<ScopeRow[]>`
    WITH ${sessionFactsCte(teacherId, period.current)}
    SELECT 'template' AS "scope", ${metricColumns} FROM facts f
     WHERE EXISTS (SELECT 1 FROM "session_templates" st WHERE st."sessionId" = f."id" AND st."templateId" = ${templateId}::uuid)
    UNION ALL
    SELECT 'all' AS "scope", ${metricColumns} FROM facts f`;
  const of = (scope: ScopeRow['scope']) => toMetrics(rows.find((row) => row.scope === scope) ?? emptyMetricRow);
  const metrics: TContentMetrics = of('template');
  const teacherAverage = of('all');
  return {
    period: periodInfo(period),
    template: {
      id: template.id,
      name: template.name,
      categories: template.categories,
      tags: template.tags,
    },
    metrics,
    teacherAverage,
    difference: {
      completionRate: minus(metrics.completionRate, teacherAverage.completionRate, 1),
      rebookingRate: minus(metrics.rebookingRate, teacherAverage.rebookingRate, 1),
      averageRating: minus(metrics.averageRating, teacherAverage.averageRating, 1),
    },
  };
}
