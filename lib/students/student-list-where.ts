import type { Prisma } from '@/lib/core/db';
import { escapeLikePattern } from '@/lib/core/like-pattern';
import type { TListStudentsQuery } from './schemas';

type Filters = Pick<TListStudentsQuery, 'tagId' | 'search' | 'status'>;

/**
 * The roster's filters, all combined (AND). Search is a case-insensitive "contains" on name or
 * e-mail (ILIKE, served by the trigram indexes); `_` and `%` are escaped so they match themselves.
 */
export function studentListWhere(teacherId: string, { tagId, search, status }: Filters): Prisma.StudentWhereInput {
  const pattern = search ? escapeLikePattern(search) : undefined;
  return {
    teacherId,
    deletedAt: null,
    ...(status ? { status: { in: status } } : {}),
    ...(tagId ? { tags: { some: { tagId } } } : {}),
    ...(pattern
      ? {
          OR: [
            { name: { contains: pattern, mode: 'insensitive' } },
            { email: { contains: pattern, mode: 'insensitive' } },
          ],
        }
      : {}),
  };
}
