import 'server-only';
import { Prisma } from '@/generated/prisma/client';
import type { ResourceProvider, ResourceType } from '@/generated/prisma/enums';
import { db } from '@/lib/core/db';
import { escapeLikePattern } from '@/lib/core/like-pattern';
import { pageWindow, toPage, type Page } from '@/lib/core/pagination';
import type { TMaterialTag } from '../schemas';
import type { TSearchMaterialsQuery, TSearchResults } from './schemas';

type Kind = 'template' | 'resource';

type HitRow = {
  id: string;
  name: string;
  description: string | null;
  folderId: string | null;
  folderName: string | null;
  url: string | null;
  provider: ResourceProvider | null;
  type: ResourceType | null;
  updatedAt: Date;
};

/**
 * Global search of the teacher's live templates and resources: the text anywhere in the name (label),
 * the description or a tag name, case-insensitive, `_` and `%` literal (ILIKE served by the trigram
 * indexes). Answered in two groups, templates and resources, each paged on its own with its own total;
 * within a group, names starting with the text first, then names containing it, then the rest; by name.
 * At most five statements whatever the page: a count and a page per group searched, the tags of the pages.
 */
export async function searchMaterials({
  teacherId,
  query,
}: {
  teacherId: string;
  query: TSearchMaterialsQuery;
}): Promise<TSearchResults> {
  const escaped = escapeLikePattern(query.q);
  const contains = `%${escaped}%`;
  const prefix = `${escaped}%`;
  // Each arm of the match is its own indexed lookup (trigram GIN on name/label and description, the
  // teacher's tags by name), so the planner can use the indexes instead of filtering row by row.
  const templateHits = Prisma.sql`
      SELECT t.id, t.name, t.description, t."folderId", t."updatedAt",
             NULL::text AS url, NULL::text AS provider, NULL::text AS type,
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
            WHERE g."teacherId" = ${teacherId}::uuid AND g.name ILIKE ${contains})`;
  const resourceHits = Prisma.sql`
      SELECT r.id, r.label AS name, r.description, r."folderId", r."updatedAt",
             r.url, r.provider::text AS provider, r.type::text AS type,
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
            WHERE g."teacherId" = ${teacherId}::uuid AND g.name ILIKE ${contains})`;

  const { skip, take } = pageWindow(query);
  const none = Promise.resolve({ rows: [] as HitRow[], total: 0 });
  const group = async (hits: Prisma.Sql) => {
    const [[counted], rows] = await Promise.all([
      db.$queryRaw<[{ total: number }]>`SELECT count(*)::int AS total FROM (${hits}) AS hits`,
      db.$queryRaw<HitRow[]>`
        SELECT hits.id::text AS id, hits.name, hits.description, hits."folderId"::text AS "folderId",
               f.name AS "folderName", hits.url, hits.provider, hits.type, hits."updatedAt"
          FROM (${hits}) AS hits
          LEFT JOIN material_folders f ON f.id = hits."folderId" AND f."teacherId" = ${teacherId}::uuid
         ORDER BY hits.rank, lower(hits.name), hits.id
         LIMIT ${take} OFFSET ${skip}`,
    ]);
    return { rows, total: counted.total };
  };
  const [templates, resources] = await Promise.all([
    query.type !== 'resource' ? group(templateHits) : none,
    query.type !== 'template' ? group(resourceHits) : none,
  ]);
  const tags = await loadTags(templates.rows, resources.rows);
  const tagsOf = (kind: Kind, id: string) => tags.get(`${kind}:${id}`) ?? [];
  const place = (row: HitRow) => ({ folderId: row.folderId, folderName: row.folderName });
  const page = <T>(data: T[], total: number): Page<T> => toPage(data, total, query);
  return {
    templates: page(
      templates.rows.map((row) => ({
        id: row.id,
        name: row.name,
        description: row.description,
        tags: tagsOf('template', row.id),
        ...place(row),
        updatedAt: row.updatedAt.toISOString(),
      })),
      templates.total,
    ),
    resources: page(
      resources.rows.map((row) => ({
        id: row.id,
        label: row.name,
        url: row.url ?? '',
        provider: row.provider!,
        type: row.type!,
        description: row.description,
        tags: tagsOf('resource', row.id),
        ...place(row),
        updatedAt: row.updatedAt.toISOString(),
      })),
      resources.total,
    ),
  };
}

/** Tags of the hits of both pages, by `kind:id`, by name (one statement). */
async function loadTags(templates: HitRow[], resources: HitRow[]): Promise<Map<string, TMaterialTag[]>> {
  const byItem = new Map<string, TMaterialTag[]>();
  if (!templates.length && !resources.length) return byItem;
  const templateIds = templates.map((row) => row.id);
  const resourceIds = resources.map((row) => row.id);
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
