import 'server-only';
import { db, type Prisma } from '@/lib/core/db';
import { pageWindow, toPage, type Page } from '@/lib/core/pagination';
import { reviewListSelect, toReviewListItem } from './review-fields';
import type { TListTeacherReviewsQuery, TReviewListItem } from './schemas';

export function teacherReviewWhere(
  teacherId: string,
  query: Partial<TListTeacherReviewsQuery>,
): Prisma.ReviewWhereInput {
  return {
    teacherId,
    ...(query.status ? { status: query.status } : {}),
    ...(query.rating ? { rating: query.rating } : {}),
    ...(query.serviceId ? { serviceId: query.serviceId } : {}),
    ...(query.answered === undefined ? {} : { teacherResponse: query.answered ? { not: null } : null }),
  };
}

/**
 * The teacher's reviews, newest first, filtered by status, rating, answered and service, each with
 * the student (unless anonymous), the service and the session date: two queries whatever the page.
 */
export async function listTeacherReviews({
  teacherId,
  query,
}: {
  teacherId: string;
  query: TListTeacherReviewsQuery;
}): Promise<Page<TReviewListItem>> {
  const where = teacherReviewWhere(teacherId, query);
  const [rows, total] = await Promise.all([
    db.review.findMany({
      where,
      select: reviewListSelect,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      ...pageWindow(query),
    }),
    db.review.count({ where }),
  ]);
  return toPage(rows.map(toReviewListItem), total, query);
}
