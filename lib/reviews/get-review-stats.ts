import 'server-only';
import { db } from '@/lib/core/db';
import type { TReviewStats } from './schemas';

/**
 * Figures of the teacher's approved reviews (decision 0037: what the public sees; pending, hidden
 * and rejected ones do not count), imported ones included, in one grouped query: count, average to
 * one decimal, the distribution over 1-5 and the percent with a teacher response.
 */
export async function getReviewStats({ teacherId }: { teacherId: string }): Promise<TReviewStats> {
  const groups = await db.review.groupBy({
    by: ['rating'],
    where: { teacherId, status: 'approved' },
    _count: { _all: true, teacherResponse: true },
  });
  return reviewStatsFrom(
    groups.map((group) => ({ rating: group.rating, count: group._count._all, answered: group._count.teacherResponse })),
  );
}

/** The figures from per-rating counts (pure). */
export function reviewStatsFrom(groups: { rating: number; count: number; answered: number }[]): TReviewStats {
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let count = 0;
  let sum = 0;
  let answered = 0;
  for (const group of groups) {
    if (group.rating >= 1 && group.rating <= 5) distribution[group.rating as 1 | 2 | 3 | 4 | 5] += group.count;
    count += group.count;
    sum += group.rating * group.count;
    answered += group.answered;
  }
  return {
    count,
    average: count === 0 ? null : Math.round((sum / count) * 10) / 10,
    distribution,
    responseRate: count === 0 ? null : Math.round((answered / count) * 100),
  };
}
