import { Star } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { cn } from '@/lib/presentation/cn';

/** A rating shown as five stars, read as "4 out of 5 stars" by screen readers. */
export function ReviewStars({ rating, className }: { rating: number; className?: string }) {
  const t = useTranslations('studentReviews');
  return (
    <span
      role="img"
      aria-label={t('stars', { rating })}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn('size-4', star <= rating ? 'fill-amber-400 text-amber-500' : 'text-border-strong')}
        />
      ))}
    </span>
  );
}
