import 'server-only';
import { db } from '@/lib/core/db';

/** How many students the "add a member" choice offers (by name). */
export const familyCandidateLimit = 500;

/** The teacher's students (not deleted) who belong to no family yet, by name: who may join one. */
export async function listFamilyCandidates(teacherId: string): Promise<{ id: string; name: string }[]> {
  return db.student.findMany({
    where: { teacherId, deletedAt: null, familyId: null },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    take: familyCandidateLimit,
    select: { id: true, name: true },
  });
}
