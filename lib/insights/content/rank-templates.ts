import { Prisma } from '@/generated/prisma/client';
import { db } from '@/lib/core/db';
import { toPage } from '@/lib/core/pagination';
import type { Range } from '@/lib/insights/shared/period';
import { contentPeriod, periodInfo } from './content-period';
import type { TTemplateRankingItem, TTemplateRankingQuery } from './schemas';
import { metricColumns, sessionFactsCte, splitMetricRow, type MetricRow } from './session-facts-sql';

type RankingRow = MetricRow & { templateId: string; name: string; categories: string[]; total: number };

const orderBy: Record<TTemplateRankingQuery['sort'], Prisma.Sql> = {
  uses: Prisma.sql`"uses" DESC`,
  completion: Prisma.sql`"completed"::float8 / nullif("concluded", 0) DESC NULLS LAST`,
  rebooking: Prisma.sql`"rebooked"::float8 / nullif("rebookable", 0) DESC NULLS LAST`,
};

/**
 * The teacher's (not deleted) templates used by at least one session of the range, ranked, one
 * page of them and the total: one statement. Ties: more uses, then the name, then the id.
 */
export async function templateRankingPage({
  teacherId,
  range,
  sort,
  limit,
  offset,
}: {
  teacherId: string;
  range: Range;
  sort: TTemplateRankingQuery['sort'];
  limit: number;
  offset: number;
}): Promise<{ items: TTemplateRankingItem[]; total: number }> {
  const rows = await db.$queryRaw<RankingRow[]>`
    WITH ${sessionFactsCte(teacherId, range)},
    ranked AS (
      SELECT t."id" AS "templateId", t."name", t."categories", ${metricColumns}
        FROM "lesson_templates" t
        JOIN "session_templates" st ON st."templateId" = t."id"
        JOIN facts f ON f."id" = st."sessionId"
       WHERE t."teacherId" = ${teacherId}::uuid AND t."deletedAt" IS NULL
       GROUP BY t."id"
    )
    SELECT ranked.*, count(*) OVER ()::int AS "total" FROM ranked
     ORDER BY ${orderBy[sort]}, "uses" DESC, "name" ASC, "templateId" ASC
     LIMIT ${limit} OFFSET ${offset}`;
  const items = rows.map((row) => {
    const { keys, metrics } = splitMetricRow(row);
    return { templateId: keys.templateId, name: keys.name, categories: keys.categories, ...metrics };
  });
  // A page past the end has no row to carry the total: ask again without the offset only then.
  if (rows.length === 0 && offset > 0) {
    const first = await templateRankingPage({ teacherId, range, sort, limit: 1, offset: 0 });
    return { items, total: first.total };
  }
  return { items, total: rows[0]?.total ?? 0 };
}

/** GET /api/teacher/insights/content/templates: the ranking by uses, completion or rebooking. */
export async function rankTemplates({
  teacherId,
  query,
  now = new Date(),
}: {
  teacherId: string;
  query: TTemplateRankingQuery;
  now?: Date;
}) {
  const period = await contentPeriod({ teacherId, days: query.period, now });
  const { items, total } = await templateRankingPage({
    teacherId,
    range: period.current,
    sort: query.sort,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { ...toPage(items, total, query), period: periodInfo(period) };
}
