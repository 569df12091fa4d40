import 'server-only';
import { Prisma } from '@/generated/prisma/client';
import { db } from '@/lib/core/db';
import { escapeLikePattern } from '@/lib/core/like-pattern';
import { pageWindow } from '@/lib/core/pagination';
import type { TMaterialTag } from '../schemas';
import type { TSearchMaterialsQuery, TSearchPage } from './schemas';

type HitRow = {
  type: 'template' | 'resource';
  id: string;
  name: string;
  description: string | null;
  folderId: string | null;
  folderName: string | null;
  url: string | null;
  updatedAt: Date;
};

/**
 * Global search of the teacher's live templates and resources: the text anywhere in the name (label),
 * the description or a tag name, case-insensitive, `_` and `%` literal (ILIKE served by the trigram
 * indexes). Names starting with the text first, then names containing it, then the rest; by name.
 * Three statements whatever the page: count, page, tags of the page.
 */
export async function searchMaterials({
  teacherId,
  query,
}: {
  teacherId: string;
  query: TSearchMaterialsQuery;
}): Promise<TSearchPage> {
  const escaped = escapeLikePattern(query.q);
  const contains = `%${escaped}%`;
  const prefix = `${escaped}%`;
  const parts: Prisma.Sql[] = [];
  // Each arm of the match is its own indexed lookup (trigram GIN on name/label and description, the
  // teacher's tags by name), so the planner can use the indexes instead of filtering row by row.
  if (query.type !== 'resource') {
    parts.push(Prisma.sql`
      SELECT 'template' AS type, t.id, t.name, t.description, t."folderId", t."updatedAt", NULL::text AS url,
             CASE WHEN t.name ILIKE ${prefix} THEN 0 WHEN t.name ILIKE ${contains} THEN 1 ELSE 2 END AS rank
        FROM lesson_templates t
       WHERE t."teacherId" = ${teacherId}::uuid AND t."deletedAt" IS NULL
         AND t.id IN (
           SELECT id FROM lesson_templates
            WHERE "teacherId" = ${teacherId}::uuid AND "deletedAt" IS NULL AND name ILIKE ${contains}
           UNION
           SELECT id FROM lesson_templates
            WHERE "teacherId" = ${teacherId}::uuid AND "deletedAt" IS NULL AND description ILIKE ${contains}
           UNION
           SELECT tt."templateId" FROM template_tags tt JOIN tags g ON g.id = tt."tagId"
            WHERE g."teacherId" = ${teacherId}::uuid AND g.name ILIKE ${contains})`);
  }
  if (query.type !== 'template') {
    parts.push(Prisma.sql`
      SELECT 'resource' AS type, r.id, r.label AS name, r.description, r."folderId", r."updatedAt", r.url,
             CASE WHEN r.label ILIKE ${prefix} THEN 0 WHEN r.label ILIKE ${contains} THEN 1 ELSE 2 END AS rank
        FROM resources r
       WHERE r."teacherId" = ${teacherId}::uuid AND r."deletedAt" IS NULL
         AND r.id IN (
           SELECT id FROM resources
            WHERE "teacherId" = ${teacherId}::uuid AND "deletedAt" IS NULL AND label ILIKE ${contains}
           UNION
           SELECT id FROM resources
            WHERE "teacherId" = ${teacherId}::uuid AND "deletedAt" IS NULL AND description ILIKE ${contains}
           UNION
           SELECT rt."resourceId" FROM resource_tags rt JOIN tags g ON g.id = rt."tagId"
            WHERE g."teacherId" = ${teacherId}::uuid AND g.name ILIKE ${contains})`);
  }
  const hits = Prisma.join(parts, ' UNION ALL ');
  const { skip, take } = pageWindow(query);
  const [[{ total }], rows] = await Promise.all([
    db.$queryRaw<[{ total: number }]>`SELECT count(*)::int AS total FROM (${hits}) AS hits`,
    db.$queryRaw<HitRow[]>`
      SELECT hits.type, hits.id::text AS id, hits.name, hits.description, hits."folderId"::text AS "folderId",
             f.name AS "folderName", hits.url, hits."updatedAt"
        FROM (${hits}) AS hits
        LEFT JOIN material_folders f ON f.id = hits."folderId" AND f."teacherId" = ${teacherId}::uuid
       ORDER BY hits.rank, lower(hits.name), hits.id
       LIMIT ${take} OFFSET ${skip}`,
  ]);
  const tags = await loadTags(rows);
  return {
    data: rows.map((row) => ({
      type: row.type,
      id: row.id,
      name: row.name,
      description: row.description,
      tags: tags.get(`${row.type}:${row.id}`) ?? [],
      folderId: row.folderId,
      folderName: row.folderName,
      ...(row.type === 'resource' ? { url: row.url ?? '' } : {}),
      updatedAt: row.updatedAt.toISOString(),
    })),
    page: query.page,
    limit: query.limit,
    total,
  };
}

/** Tags of the hits of one page, by `type:id`, by name (one statement). */
async function loadTags(rows: HitRow[]): Promise<Map<string, TMaterialTag[]>> {
  const byItem = new Map<string, TMaterialTag[]>();
  if (!rows.length) return byItem;
  const templateIds = rows.filter((row) => row.type === 'template').map((row) => row.id);
  const resourceIds = rows.filter((row) => row.type === 'resource').map((row) => row.id);
  const tagRows = await db.$queryRaw<{ key: string; id: string; name: string; color: string | null }[]>`
    SELECT 'template:' || tt."templateId"::text AS key, g.id::text AS id, g.name, g.color
      FROM template_tags tt JOIN tags g ON g.id = tt."tagId" WHERE tt."templateId" = ANY(${templateIds}::uuid[])
    UNION ALL
    SELECT 'resource:' || rt."resourceId"::text, g.id::text, g.name, g.color
      FROM resource_tags rt JOIN tags g ON g.id = rt."tagId" WHERE rt."resourceId" = ANY(${resourceIds}::uuid[])`;
  for (const row of tagRows.sort((a, b) => a.name.localeCompare(b.name))) {
    byItem.set(row.key, [...(byItem.get(row.key) ?? []), { id: row.id, name: row.name, color: row.color }]);
  }
  return byItem;
}
