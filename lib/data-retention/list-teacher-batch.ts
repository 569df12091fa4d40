import 'server-only';
import { db } from '@/lib/core/db';

/** Teachers per step of a fan-out: 10,000 teachers are 10 reads and 10 sends. */
export const teacherBatchSize = 1000;

/**
 * One page of the teachers a scheduled job fans out to: not deleted, ordered by id, after `cursor`
 * (keyset pagination: each page is an index range scan, however far the scan has gone).
 */
export async function listTeacherBatch({
  after,
  limit = teacherBatchSize,
}: {
  after: string | null;
  limit?: number;
}): Promise<string[]> {
  const rows = await db.teacher.findMany({
    where: { deletedAt: null, ...(after ? { id: { gt: after } } : {}) },
    select: { id: true },
    orderBy: { id: 'asc' },
    take: limit,
  });
  return rows.map((row) => row.id);
}
