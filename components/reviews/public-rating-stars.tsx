import { Star } from 'lucide-react';
import { cn } from '@/lib/ui/cn';

/** Five stars, `rating` of them filled (halves rounded), read out as "4.5 out of 5 stars". */
export function PublicRatingStars({
  rating,
  size = 'sm',
  className,
}: {
  rating: number;
  size?: 'sm' | 'lg';
  className?: string;
}) {
  const filled = Math.round(rating);
  return (
    <span
      role="img"
      aria-label={`${rating} out of 5 stars`}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {[1, 2, 3, 4, 5].map((position) => (
        <Star
          key={position}
          aria-hidden="true"
          className={cn(
            size === 'lg' ? 'size-5' : 'size-4',
            position <= filled ? 'fill-warning text-warning' : 'text-warning/40 fill-transparent',
          )}
        />
      ))}
    </span>
  );
}
