import { Star } from 'lucide-react';
import { DrawnIcon } from '@/components/ui/drawn-icon';
import { useLocale, useTranslations } from 'next-intl';
import { toLocale } from '@/lib/core/locale';
import { formatNumber } from '@/lib/presentation/format';
import { cn } from '@/lib/presentation/cn';

/** How much of the star at `position` (1-5) is filled for `rating`, to the nearest half. */
export const starFill = (rating: number, position: number) =>
  Math.min(1, Math.max(0, Math.round((rating - (position - 1)) * 2) / 2));

/** Five stars, filled to the nearest half star, read out as "4.5 out of 5 stars". */
export function PublicRatingStars({
  rating,
  size = 'sm',
  className,
}: {
  rating: number;
  size?: 'sm' | 'lg';
  className?: string;
}) {
  const t = useTranslations('publicReviews');
  const locale = toLocale(useLocale());
  const icon = size === 'lg' ? 'size-5' : 'size-4';
  return (
    <span
      role="img"
      aria-label={t('stars', { rating: formatNumber(rating, locale) })}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {[1, 2, 3, 4, 5].map((position) => {
        const fill = starFill(rating, position);
        return (
          <span key={position} className={cn('relative inline-block', icon)} aria-hidden="true">
            <DrawnIcon icon={Star} className={cn('text-warning/40 absolute inset-0 fill-transparent', icon)} />
            {fill > 0 ? (
              <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <DrawnIcon icon={Star} className={cn('fill-warning text-warning', icon)} />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
