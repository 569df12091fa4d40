import 'server-only';
import { db } from '@/lib/core/db';
import { pageWindow, toPage } from '@/lib/core/pagination';
import { resourceSelect, toResource } from './resource-fields';
import { resourceListWhere, resourceOrderBy } from './resource-list-where';
import type { TListResourcesQuery, TResourceList } from './schemas';

/**
 * One page of the teacher's live resources, filtered and sorted by the server. A constant number of
 * statements whatever the page holds (four: the count, the page, and Prisma's batched reads of the
 * page's tags and link counts).
 */
export async function listResources({
  teacherId,
  query,
}: {
  teacherId: string;
  query: TListResourcesQuery;
}): Promise<TResourceList> {
  const where = resourceListWhere(teacherId, query);
  const [total, rows] = await Promise.all([
    db.resource.count({ where }),
    db.resource.findMany({ where, orderBy: resourceOrderBy(query.sort), ...pageWindow(query), select: resourceSelect }),
  ]);
  return toPage(rows.map(toResource), total, query);
}
