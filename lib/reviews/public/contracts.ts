/** Route contract of a teacher's public reviews (issue 15 item 3). */
import { defineRoute } from '@/lib/core/route-contract';
import { ZPublicReviewList, ZPublicReviewsParams, ZPublicReviewsQuery } from './schemas';

export const listPublicReviewsRoute = defineRoute({
  method: 'GET',
  path: '/api/public/{slug}/reviews',
  summary:
    "A teacher's approved reviews, newest first, with the teacher's responses and the stats (count, average, " +
    'distribution 1-5) of the same set; `serviceSlug` narrows both to one service. Anonymous reviews have no name or avatar',
  tags: ['public', 'reviews'],
  auth: 'public',
  params: ZPublicReviewsParams,
  query: ZPublicReviewsQuery,
  responses: {
    200: { description: 'A page of reviews (20 by default, at most 100) and the stats', schema: ZPublicReviewList },
    404: { description: 'NOT_FOUND: no such teacher, or no such public service of theirs' },
  },
});
