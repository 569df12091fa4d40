import { publicRoute } from '@/lib/http/route';
import { listPublicReviewsRoute } from '@/lib/reviews/public/contracts';
import { listPublicReviews } from '@/lib/reviews/public/list-public-reviews';

export const GET = publicRoute(listPublicReviewsRoute, ({ params, query }) =>
  listPublicReviews({ slug: params.slug, ...query }),
);
