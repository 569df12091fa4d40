import 'server-only';
import { listResources } from '@/lib/materials/resources/list-resources';
import { ZListResourcesQuery, type TResource } from '@/lib/materials/resources/schemas';
import { listTemplates } from '@/lib/materials/templates/list-templates';
import { ZListTemplatesQuery, type TTemplate } from '@/lib/materials/templates/schemas';
import type { LibraryQuery } from './library-query';
import type { LibraryItem } from './library-types';

/** Search rows in the page's view shape (library-types), built from the list routes' JSON. */
const templateItem = (template: TTemplate): LibraryItem => ({
  type: 'template',
  id: template.id,
  name: template.name,
  description: template.description,
  tags: template.tags,
  usageCount: template.usageCount,
  resourceCount: template.resourceCount,
  updatedAt: template.updatedAt,
  folderId: template.folderId,
});

const resourceItem = (resource: TResource): LibraryItem => ({
  type: 'resource',
  id: resource.id,
  name: resource.label,
  label: resource.label,
  url: resource.url,
  provider: resource.provider,
  resourceType: resource.type,
  favorite: resource.favorite,
  tags: resource.tags,
  thumbnailUrl: resource.thumbnailUrl,
  usageCount: resource.usageCount,
  updatedAt: new Date(resource.updatedAt).toISOString(),
  folderId: resource.folderId,
});

/**
 * Search results of the library page from every folder: the templates that match, then the
 * resources, as one list paginated across both (the templates' and resources' own list functions,
 * so every filter is the server's). Favorites and the resource kinds leave templates out.
 */
export async function searchLibrary({
  teacherId,
  query,
  limit,
}: {
  teacherId: string;
  query: LibraryQuery;
  limit: number;
}): Promise<{ items: LibraryItem[]; total: number }> {
  const withTemplates = !query.favorite && (query.type === null || query.type === 'template');
  const withResources = query.type !== 'template';
  const filters = {
    q: query.q || undefined,
    tagIds: query.tagIds.length ? query.tagIds.join(',') : undefined,
    sort: query.sort,
  };
  const offset = (query.page - 1) * limit;

  const templates = withTemplates
    ? await listTemplates({
        teacherId,
        query: ZListTemplatesQuery.parse({ ...filters, page: query.page, limit }),
      })
    : { data: [], total: 0 };
  const items = templates.data.map(templateItem);
  if (!withResources) return { items, total: templates.total };

  const resourceQuery = (page: number, size: number) =>
    ZListResourcesQuery.parse({
      ...filters,
      type: query.type && query.type !== 'template' ? query.type : undefined,
      favorite: query.favorite ? 'true' : undefined,
      page,
      limit: size,
    });
  const room = limit - items.length;
  if (room === 0) {
    const counted = await listResources({ teacherId, query: resourceQuery(1, 1) });
    return { items, total: templates.total + counted.total };
  }
  // The resources start after the last template: index `start` of their own list, in pages of `limit`.
  const start = Math.max(0, offset - templates.total);
  const page = Math.floor(start / limit) + 1;
  const within = start % limit;
  const first = await listResources({ teacherId, query: resourceQuery(page, limit) });
  let resources = first.data.slice(within);
  if (resources.length < room && within > 0 && page * limit < first.total) {
    const next = await listResources({ teacherId, query: resourceQuery(page + 1, limit) });
    resources = [...resources, ...next.data];
  }
  return { items: [...items, ...resources.slice(0, room).map(resourceItem)], total: templates.total + first.total };
}
