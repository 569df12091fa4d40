import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { pageWindow, type TPagination } from '@/lib/core/pagination';
import type { TPublicReview, TPublicReviewList, TPublicReviewStats } from './schemas';

const publicReviewSelect = {
  id: true,
  rating: true,
  content: true,
  isAnonymous: true,
  reviewerName: true,
  reviewerAvatarUrl: true,
  teacherResponse: true,
  respondedAt: true,
  source: true,
  externalSource: true,
  createdAt: true,
  service: { select: { name: true, slug: true, status: true, deletedAt: true, isPrivate: true, isUnlisted: true } },
} satisfies Prisma.ReviewSelect;

type PublicReviewRow = Prisma.ReviewGetPayload<{ select: typeof publicReviewSelect }>;

function toPublicReview({ service, ...row }: PublicReviewRow): TPublicReview {
  const listed =
    service && service.status === 'active' && !service.deletedAt && !service.isPrivate && !service.isUnlisted;
  return {
    ...row,
    // An anonymous review never shows who wrote it, whatever is stored.
    reviewerName: row.isAnonymous ? null : row.reviewerName,
    reviewerAvatarUrl: row.isAnonymous ? null : row.reviewerAvatarUrl,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    service: listed ? { name: service.name, slug: service.slug } : null,
  };
}

/** Count, average to one decimal and the 1-5 distribution from per-rating counts. */
export function statsFromCounts(counts: { rating: number; count: number }[]): TPublicReviewStats {
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const { rating, count } of counts) {
    if (rating >= 1 && rating <= 5) distribution[rating as 1 | 2 | 3 | 4 | 5] += count;
  }
  const count = Object.values(distribution).reduce((sum, n) => sum + n, 0);
  const total = Object.entries(distribution).reduce((sum, [rating, n]) => sum + Number(rating) * n, 0);
  return { count, average: count ? Math.round((total / count) * 10) / 10 : null, distribution };
}

/**
 * A teacher's published reviews for visitors: approved only, newest first, with the stats of the
 * same set; `serviceSlug` narrows to one public service (active, not private; unlisted by direct
 * link, as its page). Unknown or deleted teacher, or no such public service: 404. Three statements
 * (teacher, page, per-rating counts) whatever the number of reviews.
 */
export async function listPublicReviews({
  slug,
  serviceSlug,
  ...pagination
}: { slug: string; serviceSlug?: string } & TPagination): Promise<TPublicReviewList> {
  const teacher = await db.teacher.findFirst({
    where: { slug, deletedAt: null },
    select: {
      id: true,
      services: serviceSlug
        ? { where: { slug: serviceSlug, status: 'active', deletedAt: null, isPrivate: false }, select: { id: true } }
        : false,
    },
  });
  if (!teacher) throw new NotFoundError('Teacher');
  const serviceId = serviceSlug ? teacher.services?.[0]?.id : undefined;
  if (serviceSlug && !serviceId) throw new NotFoundError('Service');

  const where: Prisma.ReviewWhereInput = {
    teacherId: teacher.id,
    status: 'approved',
    ...(serviceId ? { serviceId } : {}),
  };
  const [rows, counts] = await Promise.all([
    db.review.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      ...pageWindow(pagination),
      select: publicReviewSelect,
    }),
    db.review.groupBy({ by: ['rating'], where, _count: { _all: true } }),
  ]);
  const stats = statsFromCounts(counts.map((group) => ({ rating: group.rating, count: group._count._all })));
  return { data: rows.map(toPublicReview), page: pagination.page, limit: pagination.limit, total: stats.count, stats };
}
