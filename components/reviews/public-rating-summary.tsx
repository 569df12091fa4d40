import type { TPublicReviewStats } from '@/lib/reviews/public/schemas';
import { PublicRatingStars } from './public-rating-stars';

/** "★★★★★ 4.8 · 12 reviews", a link to the reviews section; nothing without reviews. */
export function PublicRatingSummary({ stats }: { stats: TPublicReviewStats }) {
  if (stats.count === 0 || stats.average === null) return null;
  return (
    <a
      href="#reviews"
      className="text-foreground hover:bg-surface-muted inline-flex h-11 items-center gap-2 rounded-md px-2 text-sm font-medium"
    >
      <span aria-hidden="true">
        <PublicRatingStars rating={stats.average} />
      </span>
      <span>
        {stats.average.toFixed(1)}
        <span className="sr-only"> out of 5 stars</span> · {stats.count} {stats.count === 1 ? 'review' : 'reviews'}
      </span>
    </a>
  );
}
