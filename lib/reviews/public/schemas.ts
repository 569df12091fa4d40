/** Schemas of the public reviews of a teacher (issue 15 item 3, decision 0038). Client-safe. */
import { z } from 'zod';
import { ZServiceSlug, ZTeacherSlugParams } from '@/lib/catalogue/schemas';
import { ZPage, ZPagination } from '@/lib/core/pagination';
import { ZReview, ZReviewStats } from '../schemas';

export { ZTeacherSlugParams as ZPublicReviewsParams };

export const ZPublicReviewsQuery = ZPagination.extend({
  serviceSlug: ZServiceSlug.min(1)
    .optional()
    .meta({ description: "Only the reviews of this service of the teacher's" }),
}).strict();
export type TPublicReviewsQuery = z.output<typeof ZPublicReviewsQuery>;

/**
 * A published review as visitors see it: no student, session or status; an anonymous one has no
 * name and no avatar. `service` is named only when its page is public and listed.
 */
export const ZPublicReview = ZReview.pick({
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
}).extend({ service: z.object({ name: z.string(), slug: z.string() }).nullable() });
export type TPublicReview = z.infer<typeof ZPublicReview>;

/** Count, average (one decimal, null without reviews) and distribution of the approved reviews listed. */
export const ZPublicReviewStats = ZReviewStats.pick({ count: true, average: true, distribution: true });
export type TPublicReviewStats = z.infer<typeof ZPublicReviewStats>;

export const ZPublicReviewList = ZPage(ZPublicReview).extend({ stats: ZPublicReviewStats });
export type TPublicReviewList = z.infer<typeof ZPublicReviewList>;

/** The reviews page of a public page's `?reviews=N` (anything else: the first). */
export function publicReviewsPage(value: string | string[] | undefined): number {
  const text = Array.isArray(value) ? value[0] : value;
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
