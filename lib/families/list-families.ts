import 'server-only';
import { db } from '@/lib/core/db';
import { pageWindow, type Page } from '@/lib/core/pagination';
import { familyListWhere } from './family-list-where';
import { familySelect, toFamily } from './family-fields';
import type { TFamily, TListFamiliesQuery } from './schemas';

/**
 * A page of the teacher's families by name, each with its members, filtered by `search` (family,
 * payer or member name). Three statements whatever the page size: the count, the page, its members.
 */
export async function listFamilies({
  teacherId,
  query,
}: {
  teacherId: string;
  query: TListFamiliesQuery;
}): Promise<Page<TFamily>> {
  const where = familyListWhere(teacherId, query.search);
  const [total, rows] = await Promise.all([
    db.family.count({ where }),
    db.family.findMany({
      where,
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      ...pageWindow(query),
      select: familySelect,
    }),
  ]);
  return { data: rows.map(toFamily), page: query.page, limit: query.limit, total };
}
