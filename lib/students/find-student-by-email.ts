import 'server-only';
import { db } from '@/lib/core/db';
import { escapeLikePattern } from '@/lib/core/like-pattern';

/**
 * The teacher's (non-deleted) student with this address, compared case-insensitively, or null.
 * Escaped: in ILIKE `_` is a wildcard, and `a_b@x` must not find `axb@x`.
 */
export function findStudentByEmail(teacherId: string, email: string) {
  return db.student.findFirst({
    where: { teacherId, deletedAt: null, email: { equals: escapeLikePattern(email), mode: 'insensitive' } },
    orderBy: { createdAt: 'asc' },
    select: { id: true, teacherId: true, name: true, email: true, status: true },
  });
}
