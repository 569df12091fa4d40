import 'server-only';
import { db } from '@/lib/core/db';

/**
 * The services a review filter can name: the teacher's services that are not deleted, or that have
 * reviews (a deleted service's reviews stay findable), by name (one query).
 */
export async function listReviewServiceOptions({ teacherId }: { teacherId: string }) {
  return db.service.findMany({
    where: { teacherId, OR: [{ deletedAt: null }, { reviews: { some: { teacherId } } }] },
    select: { id: true, name: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
}
