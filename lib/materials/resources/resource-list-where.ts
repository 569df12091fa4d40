import type { Prisma } from '@/lib/core/db';
import { escapeLikePattern } from '@/lib/core/like-pattern';
import type { TListResourcesQuery, TResourceSort } from './schemas';

type Filters = Omit<TListResourcesQuery, 'page' | 'limit' | 'sort'>;

/**
 * The list's filters, all combined (AND), on the teacher's live resources only (the trash is never
 * listed). `q` is a case-insensitive "contains" on label, description or a tag's name (ILIKE, served
 * by the trigram indexes; `%` and `_` match themselves). `tagMatch=all` needs every tag of `tagIds`,
 * `any` one of them. `unlinked=true`: no template_resources and no session_resources row.
 */
export function resourceListWhere(teacherId: string, filters: Filters): Prisma.ResourceWhereInput {
  const and: Prisma.ResourceWhereInput[] = [];
  if (filters.q) {
    const contains = escapeLikePattern(filters.q);
    and.push({
      OR: [
        { label: { contains, mode: 'insensitive' } },
        { description: { contains, mode: 'insensitive' } },
        { tags: { some: { tag: { name: { contains, mode: 'insensitive' } } } } },
      ],
    });
  }
  if (filters.tagIds?.length) {
    if (filters.tagMatch === 'all') for (const tagId of filters.tagIds) and.push({ tags: { some: { tagId } } });
    else and.push({ tags: { some: { tagId: { in: filters.tagIds } } } });
  }
  if (filters.unlinked === true) and.push({ templates: { none: {} }, sessions: { none: {} } });
  if (filters.unlinked === false) and.push({ OR: [{ templates: { some: {} } }, { sessions: { some: {} } }] });
  return {
    teacherId,
    deletedAt: null,
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.provider ? { provider: filters.provider } : {}),
    ...(filters.favorite !== undefined ? { isFavorite: filters.favorite } : {}),
    ...(filters.folderId ? { folderId: filters.folderId === 'root' ? null : filters.folderId } : {}),
    ...(and.length ? { AND: and } : {}),
  };
}

/** `name` A-Z, `updated` newest first, `usage` most used first; the id makes pages stable. */
export function resourceOrderBy(sort: TResourceSort): Prisma.ResourceOrderByWithRelationInput[] {
  if (sort === 'updated') return [{ updatedAt: 'desc' }, { id: 'asc' }];
  if (sort === 'usage') return [{ usageCount: 'desc' }, { label: 'asc' }, { id: 'asc' }];
  return [{ label: 'asc' }, { id: 'asc' }];
}
