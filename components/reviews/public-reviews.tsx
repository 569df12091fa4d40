import { ChevronLeft, ChevronRight, MessageSquareQuote } from 'lucide-react';
import { DrawnIcon } from '@/components/ui/drawn-icon';
import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toLocale } from '@/lib/core/locale';
import { formatDateTime, formatNumber } from '@/lib/presentation/format';
import type { TPublicReview, TPublicReviewList } from '@/lib/reviews/public/schemas';
import { PublicRatingStars } from './public-rating-stars';
import { reviewSourceName } from './review-format';

export type PublicReviewsProps = {
  reviews: TPublicReviewList;
  teacherName: string;
  /** Dates are shown on the teacher's clock. */
  timeZone: string;
  heading?: string;
  /** Name the service of each review (the teacher page; a service page lists one service). */
  showService?: boolean;
  teacherSlug: string;
  /** Path of the page and the query parameter that carries the reviews page (`?reviews=2#reviews`). */
  pathname: string;
  pageParam?: string;
};

/** Average, distribution and a page of reviews with the teacher's responses; nothing without reviews. */
export function PublicReviews({
  reviews,
  teacherName,
  timeZone,
  heading,
  showService = false,
  teacherSlug,
  pathname,
  pageParam = 'reviews',
}: PublicReviewsProps) {
  const t = useTranslations('publicReviews');
  const locale = toLocale(useLocale());
  const { stats, data, page, limit, total } = reviews;
  if (stats.count === 0 || stats.average === null) return null;
  const pages = Math.max(1, Math.ceil(total / limit));
  const href = (target: number) => `${pathname}${target > 1 ? `?${pageParam}=${target}` : ''}#reviews`;

  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-20 space-y-5">
      <h2 id="reviews-heading" className="text-foreground text-xl font-semibold tracking-tight sm:text-2xl">
        {heading ?? t('heading')}
      </h2>
      <div className="grid gap-6 md:grid-cols-[16rem_minmax(0,1fr)] md:items-start">
        <div className="border-border bg-surface space-y-4 rounded-xl border p-5">
          <div>
            <p className="text-foreground text-4xl font-semibold tracking-tight">
              {formatNumber(stats.average, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
              <span className="text-muted-foreground text-base font-normal"> / 5</span>
            </p>
            <PublicRatingStars rating={stats.average} size="lg" className="mt-1" />
            <p className="text-muted-foreground mt-1 text-sm">{t('count', { count: stats.count })}</p>
          </div>
          <ul className="space-y-1.5" aria-label={t('byRating')}>
            {([5, 4, 3, 2, 1] as const).map((stars) => {
              const count = stats.distribution[stars];
              const percent = Math.round((count / stats.count) * 100);
              return (
                <li key={stars} className="flex items-center gap-2 text-sm">
                  <span className="text-muted-foreground w-12 shrink-0 tabular-nums" aria-hidden="true">
                    {t('starsShort', { stars })}
                  </span>
                  <span className="bg-surface-muted h-2 flex-1 overflow-hidden rounded-full" aria-hidden="true">
                    <span className="bg-warning block h-full rounded-full" style={{ width: `${percent}%` }} />
                  </span>
                  <span className="text-muted-foreground w-8 shrink-0 text-right tabular-nums" aria-hidden="true">
                    {count}
                  </span>
                  <span className="sr-only">{t('starsCount', { stars, count })}</span>
                </li>
              );
            })}
          </ul>
        </div>
        <div className="min-w-0 space-y-4">
          <ul className="space-y-4">
            {data.map((review) => (
              <li key={review.id}>
                <PublicReviewCard
                  review={review}
                  teacherName={teacherName}
                  timeZone={timeZone}
                  locale={locale}
                  serviceHref={showService && review.service ? `/${teacherSlug}/services/${review.service.slug}` : null}
                />
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label={t('more')} className="flex items-center justify-between gap-3 text-sm">
              <p className="text-muted-foreground">{t('page', { page, pages })}</p>
              <div className="flex gap-2">
                {page > 1 ? (
                  <Button asChild variant="secondary" size="sm">
                    <Link href={href(page - 1)} scroll={false}>
                      <DrawnIcon icon={ChevronLeft} aria-hidden="true" /> {t('newer')}
                    </Link>
                  </Button>
                ) : null}
                {page < pages ? (
                  <Button asChild variant="secondary" size="sm">
                    <Link href={href(page + 1)} scroll={false}>
                      {t('older')} <DrawnIcon icon={ChevronRight} aria-hidden="true" />
                    </Link>
                  </Button>
                ) : null}
              </div>
            </nav>
          ) : null}
        </div>
      </div>
    </section>
  );
}

function PublicReviewCard({
  review,
  teacherName,
  timeZone,
  locale,
  serviceHref,
}: {
  review: TPublicReview;
  teacherName: string;
  timeZone: string;
  locale: ReturnType<typeof toLocale>;
  serviceHref: string | null;
}) {
  const t = useTranslations('publicReviews');
  const name = review.reviewerName ?? t(review.isAnonymous ? 'anonymous' : 'aStudent');
  return (
    <article className="border-border bg-surface space-y-3 rounded-xl border p-4 sm:p-5">
      <header className="flex items-start gap-3">
        <Avatar name={name} src={review.reviewerAvatarUrl} size="md" decorative />
        <div className="min-w-0 flex-1">
          <p className="text-foreground font-medium">{name}</p>
          <div className="text-muted-foreground flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
            <PublicRatingStars rating={review.rating} />
            <time dateTime={review.createdAt}>{formatDateTime(review.createdAt, timeZone, 'date', locale)}</time>
            {review.source === 'imported' && review.externalSource ? (
              <Badge>{t('from', { source: reviewSourceName(review.externalSource) })}</Badge>
            ) : null}
          </div>
        </div>
      </header>
      {serviceHref && review.service ? (
        <p className="text-muted-foreground text-xs">
          <Link href={serviceHref} className="text-primary font-medium hover:underline">
            {review.service.name}
          </Link>
        </p>
      ) : null}
      {review.content ? (
        <p className="text-foreground/85 text-sm leading-6 break-words whitespace-pre-line">{review.content}</p>
      ) : null}
      {review.teacherResponse ? (
        <div className="bg-surface-muted border-primary/40 rounded-lg border-l-2 px-3 py-2">
          <p className="text-foreground flex items-center gap-1.5 text-xs font-medium">
            <DrawnIcon icon={MessageSquareQuote} className="size-3.5" aria-hidden="true" />{' '}
            {t('response', { teacher: teacherName })}
          </p>
          <p className="text-foreground/85 mt-1 text-sm leading-6 break-words whitespace-pre-line">
            {review.teacherResponse}
          </p>
        </div>
      ) : null}
    </article>
  );
}
