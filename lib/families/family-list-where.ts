import type { Prisma } from '@/lib/core/db';
import { escapeLikePattern } from '@/lib/core/like-pattern';

/**
 * The teacher's families, filtered by `search`: a case-insensitive "contains" on the family name,
 * the payer's name or a (non-deleted) member's name; `_` and `%` match themselves.
 */
export function familyListWhere(teacherId: string, search: string | undefined): Prisma.FamilyWhereInput {
  if (!search) return { teacherId };
  const contains = { contains: escapeLikePattern(search), mode: 'insensitive' as const };
  return {
    teacherId,
    OR: [{ name: contains }, { payerName: contains }, { members: { some: { deletedAt: null, name: contains } } }],
  };
}
