import { useLocale, useTranslations } from 'next-intl';
import { toLocale } from '@/lib/core/locale';
import { formatNumber } from '@/lib/presentation/format';
import type { TPublicReviewStats } from '@/lib/reviews/public/schemas';
import { PublicRatingStars } from './public-rating-stars';

/** "★★★★★ 4.8 · 12 reviews", a link to the reviews section; nothing without reviews. */
export function PublicRatingSummary({ stats }: { stats: TPublicReviewStats }) {
  const t = useTranslations('publicReviews');
  const locale = toLocale(useLocale());
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
        {formatNumber(stats.average, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
        <span className="sr-only"> {t('outOfFive')}</span> · {t('count', { count: stats.count })}
      </span>
    </a>
  );
}
