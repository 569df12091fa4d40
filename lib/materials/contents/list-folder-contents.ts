import 'server-only';
import { Prisma } from '@/generated/prisma/client';
import type { ResourceProvider, ResourceType } from '@/generated/prisma/enums';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { pageWindow, toPage } from '@/lib/core/pagination';
import type { TMaterialTag } from '../schemas';
import { toFolder } from '../folders/folder-json';
import { findLiveFolder } from '../folders/relocate-folder';
import type { TContentsPage, TContentsQuery, TFolderItem, TResourceItem, TTemplateItem } from '../folders/schemas';

type PageRow = {
  folderTotal: number;
  templateTotal: number;
  resourceTotal: number;
  kind: 'folder' | 'template' | 'resource' | null;
  id: string | null;
  name: string;
  updatedAt: Date;
  usage: number;
  color: string | null;
  emoji: string | null;
  description: string | null;
  url: string | null;
  provider: ResourceProvider | null;
  resourceType: ResourceType | null;
  favorite: boolean | null;
  thumbnailUrl: string | null;
  resourceCount: number | null;
};
type TagRow = TMaterialTag & { type: 'template' | 'resource'; itemId: string };
type CountRow = { id: string; itemCount: number };

/** Within each group: folders by sortOrder (`ord`; 0 for the others), templates and resources by `sort`. */
const orderBy = {
  name: Prisma.sql`i.ord, lower(i.name), i.name, i.id`,
  updated: Prisma.sql`i.ord, i."updatedAt" DESC, lower(i.name), i.id`,
  usage: Prisma.sql`i.ord, i.usage DESC, lower(i.name), i.id`,
} as const;

/**
 * A folder's contents (`folderId` null = the root) as the spec names them: its live `folders` (in
 * sortOrder), `templates` and `resources` (by `sort`: name, updated or usage), each group paged on its
 * own by the same `page` and `limit`, with its own total. 404 when the folder is not a live folder of
 * the teacher. A constant number of statements whatever the size: the folder; one UNION ALL of the three
 * kinds (sort keys only) that ranks each group, counts each group, cuts each group's page and fetches the
 * page rows' other columns (and each template's live resource count); then, for the page only, the tags
 * of its templates and resources and the subtree item counts of its folders.
 */
export async function listFolderContents({
  teacherId,
  folderId,
  query,
}: {
  teacherId: string;
  folderId: string | null;
  query: TContentsQuery;
}): Promise<TContentsPage> {
  const folder = folderId ? await findLiveFolder(db, teacherId, folderId) : null;
  if (folderId && !folder) throw new NotFoundError('Folder');
  const inFolder = (column: Prisma.Sql) =>
    folderId ? Prisma.sql`${column} = ${folderId}::uuid` : Prisma.sql`${column} IS NULL`;
  const { skip, take } = pageWindow(query);

  const rows = await db.$queryRaw<PageRow[]>`
    WITH items AS (
      SELECT 0 AS grp, 'folder' AS kind, f.id, f.name, f."sortOrder" AS ord, f."updatedAt", 0 AS usage
        FROM material_folders f
       WHERE f."teacherId" = ${teacherId}::uuid AND f."deletedAt" IS NULL AND ${inFolder(Prisma.sql`f."parentId"`)}
      UNION ALL
      SELECT 1, 'template', t.id, t.name, 0, t."updatedAt", t."usageCount"
        FROM lesson_templates t
       WHERE t."teacherId" = ${teacherId}::uuid AND t."deletedAt" IS NULL AND ${inFolder(Prisma.sql`t."folderId"`)}
      UNION ALL
      SELECT 2, 'resource', r.id, r.label, 0, r."updatedAt", r."usageCount"
        FROM resources r
       WHERE r."teacherId" = ${teacherId}::uuid AND r."deletedAt" IS NULL AND ${inFolder(Prisma.sql`r."folderId"`)}
    ), ranked AS (
      SELECT i.*, ROW_NUMBER() OVER (PARTITION BY i.grp ORDER BY ${orderBy[query.sort]}) AS rn FROM items i
    )
    SELECT c."folderTotal", c."templateTotal", c."resourceTotal", p.kind, p.id, p.name, p."updatedAt", p.usage,
           f.color, f.emoji, t.description, r.url, r.provider::text AS provider, r.type::text AS "resourceType",
           r."isFavorite" AS favorite, r."thumbnailUrl",
           CASE WHEN p.kind = 'template' THEN (
             SELECT COUNT(*)::int FROM template_resources tr JOIN resources res ON res.id = tr."resourceId"
              WHERE tr."templateId" = p.id AND res."teacherId" = ${teacherId}::uuid AND res."deletedAt" IS NULL
           ) END AS "resourceCount"
      FROM (
        SELECT (COUNT(*) FILTER (WHERE grp = 0))::int AS "folderTotal",
               (COUNT(*) FILTER (WHERE grp = 1))::int AS "templateTotal",
               (COUNT(*) FILTER (WHERE grp = 2))::int AS "resourceTotal"
          FROM items
      ) c
      LEFT JOIN LATERAL (SELECT * FROM ranked WHERE rn > ${skip} AND rn <= ${skip + take}) p ON TRUE
      LEFT JOIN LATERAL (
        SELECT color, emoji FROM material_folders
         WHERE id = p.id AND p.kind = 'folder' AND "teacherId" = ${teacherId}::uuid
      ) f ON TRUE
      LEFT JOIN LATERAL (
        SELECT description FROM lesson_templates
         WHERE id = p.id AND p.kind = 'template' AND "teacherId" = ${teacherId}::uuid
      ) t ON TRUE
      LEFT JOIN LATERAL (
        SELECT url, provider, type, "isFavorite", "thumbnailUrl" FROM resources
         WHERE id = p.id AND p.kind = 'resource' AND "teacherId" = ${teacherId}::uuid
      ) r ON TRUE
     ORDER BY p.grp, p.rn`;

  const page = rows.filter((row): row is PageRow & { id: string } => row.id !== null);
  const ofKind = (kind: PageRow['kind']) => page.filter((row) => row.kind === kind);
  const folderRows = ofKind('folder');
  const templateRows = ofKind('template');
  const resourceRows = ofKind('resource');
  const ids = (list: { id: string }[]) => list.map((row) => row.id);
  const [tagRows, countRows] = await Promise.all([
    templateRows.length || resourceRows.length ? itemTags(teacherId, ids(templateRows), ids(resourceRows)) : [],
    folderRows.length ? subtreeItemCounts(teacherId, ids(folderRows)) : [],
  ]);

  const tags = new Map<string, TMaterialTag[]>();
  for (const { type, itemId, id, name, color } of tagRows) {
    const key = `${type}:${itemId}`;
    tags.set(key, [...(tags.get(key) ?? []), { id, name, color }]);
  }
  const counts = new Map(countRows.map((row) => [row.id, Number(row.itemCount)]));
  const tagsOf = (kind: 'template' | 'resource', id: string) => tags.get(`${kind}:${id}`) ?? [];
  const group = <T>(data: T[], total: number | undefined) => toPage(data, Number(total ?? 0), query);
  return {
    folder: folder ? toFolder(folder) : null,
    folders: group(
      folderRows.map((row) => toFolderItem(row, counts.get(row.id) ?? 0)),
      rows[0]?.folderTotal,
    ),
    templates: group(
      templateRows.map((row) => toTemplateItem(row, tagsOf('template', row.id))),
      rows[0]?.templateTotal,
    ),
    resources: group(
      resourceRows.map((row) => toResourceItem(row, tagsOf('resource', row.id))),
      rows[0]?.resourceTotal,
    ),
  };
}

type ItemRow = PageRow & { id: string };

const toFolderItem = (row: ItemRow, itemCount: number): TFolderItem => ({
  id: row.id,
  name: row.name,
  color: row.color,
  emoji: row.emoji,
  itemCount,
});

const toTemplateItem = (row: ItemRow, tags: TMaterialTag[]): TTemplateItem => ({
  id: row.id,
  name: row.name,
  description: row.description,
  tags,
  usageCount: Number(row.usage),
  resourceCount: Number(row.resourceCount ?? 0),
  updatedAt: new Date(row.updatedAt).toISOString(),
});

const toResourceItem = (row: ItemRow, tags: TMaterialTag[]): TResourceItem => ({
  id: row.id,
  label: row.name,
  url: row.url!,
  provider: row.provider!,
  type: row.resourceType!,
  favorite: Boolean(row.favorite),
  tags,
  thumbnailUrl: row.thumbnailUrl,
  usageCount: Number(row.usage),
  updatedAt: new Date(row.updatedAt).toISOString(),
});

/** The tags of the page's templates and resources, by name: one statement. */
function itemTags(teacherId: string, templateIds: string[], resourceIds: string[]) {
  return db.$queryRaw<TagRow[]>`
    SELECT 'template' AS type, tt."templateId" AS "itemId", tg.id, tg.name, tg.color
      FROM template_tags tt JOIN tags tg ON tg.id = tt."tagId"
     WHERE tt."templateId" = ANY(${templateIds}::uuid[]) AND tg."teacherId" = ${teacherId}::uuid
    UNION ALL
    SELECT 'resource', rt."resourceId", tg.id, tg.name, tg.color
      FROM resource_tags rt JOIN tags tg ON tg.id = rt."tagId"
     WHERE rt."resourceId" = ANY(${resourceIds}::uuid[]) AND tg."teacherId" = ${teacherId}::uuid
    ORDER BY name, id`;
}

/** Live templates + resources in each of the page's folders and below it, as in the tree: one statement. */
function subtreeItemCounts(teacherId: string, folderIds: string[]) {
  return db.$queryRaw<CountRow[]>`
    WITH RECURSIVE sub AS (
      SELECT f.id AS top, f.id, 0 AS level FROM material_folders f
       WHERE f."teacherId" = ${teacherId}::uuid AND f.id = ANY(${folderIds}::uuid[]) AND f."deletedAt" IS NULL
      UNION ALL
      SELECT sub.top, c.id, sub.level + 1 FROM material_folders c JOIN sub ON c."parentId" = sub.id
       WHERE c."teacherId" = ${teacherId}::uuid AND c."deletedAt" IS NULL AND sub.level < 64
    ), items AS (
      SELECT "folderId" FROM lesson_templates
       WHERE "teacherId" = ${teacherId}::uuid AND "deletedAt" IS NULL AND "folderId" IN (SELECT id FROM sub)
      UNION ALL
      SELECT "folderId" FROM resources
       WHERE "teacherId" = ${teacherId}::uuid AND "deletedAt" IS NULL AND "folderId" IN (SELECT id FROM sub)
    ), counts AS (
      SELECT "folderId", COUNT(*) AS n FROM items GROUP BY "folderId"
    )
    SELECT sub.top AS id, COALESCE(SUM(c.n), 0)::int AS "itemCount"
      FROM sub LEFT JOIN counts c ON c."folderId" = sub.id
     GROUP BY sub.top`;
}
