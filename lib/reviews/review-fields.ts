import 'server-only';
import type { Prisma } from '@/lib/core/db';
import type { TReview, TReviewListItem } from './schemas';

/** The columns of the Review JSON. */
export const reviewSelect = {
  id: true,
  rating: true,
  content: true,
  status: true,
  isAnonymous: true,
  reviewerName: true,
  reviewerAvatarUrl: true,
  teacherResponse: true,
  respondedAt: true,
  source: true,
  externalSource: true,
  sessionId: true,
  serviceId: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.ReviewSelect;

export type ReviewRow = Prisma.ReviewGetPayload<{ select: typeof reviewSelect }>;

/** The Review JSON of a row; an anonymous review never shows a name or an avatar, whatever is stored. */
export function toReview(row: ReviewRow): TReview {
  return {
    ...row,
    reviewerName: row.isAnonymous ? null : row.reviewerName,
    reviewerAvatarUrl: row.isAnonymous ? null : row.reviewerAvatarUrl,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A list row: the Review plus service, session start and student, in the same query. */
export const reviewListSelect = {
  ...reviewSelect,
  service: { select: { id: true, name: true } },
  session: { select: { startUtc: true } },
  student: { select: { id: true, name: true } },
} satisfies Prisma.ReviewSelect;

export type ReviewListRow = Prisma.ReviewGetPayload<{ select: typeof reviewListSelect }>;

/** The student is shown unless the review is anonymous (a teacher does not learn who wrote it). */
export function toReviewListItem({ service, session, student, ...row }: ReviewListRow): TReviewListItem {
  return {
    ...toReview(row),
    service,
    sessionStartsAt: session?.startUtc.toISOString() ?? null,
    student: row.isAnonymous ? null : student,
  };
}
