import type { Metadata } from 'next';
import { cache } from 'react';
import { TrackEvent } from '@/components/analytics/track-event';
import { ServiceList } from '@/components/public/service-list';
import { TeacherHero } from '@/components/public/teacher-hero';
import { PublicRatingSummary } from '@/components/reviews/public-rating-summary';
import { PublicReviews } from '@/components/reviews/public-reviews';
import { PublicReviewsJsonLd } from '@/components/reviews/public-reviews-json-ld';
import { env } from '@/lib/core/env';
import { cachedPublicProfile, cachedPublicReviews } from './cached-public-reads';
import { loadOr404 } from './load-or-404';

/**
 * The teacher's public page, shared by the cached page (app/public/[locale]/[slug], every visitor
 * without a session) and the page rendered per request (app/(public)/[slug]: review paging, a paid
 * trial's return, a signed-in visitor). Decision 0143.
 */
export const loadTeacherProfile = cache((slug: string) => loadOr404(() => cachedPublicProfile(slug)));

export async function teacherPageMetadata(slug: string): Promise<Metadata> {
  const { teacher } = await loadTeacherProfile(slug);
  return { title: teacher.name, description: teacher.bio ?? `Lessons with ${teacher.name}` };
}

type Props = {
  slug: string;
  /** The reviews page (`?reviews=N`, five at a time); the cached page shows the first. */
  reviewsPage: number;
  /** A paid trial's checkout returned here (`?trial=<session id>&checkout=success`): its booking completed. */
  paidTrial?: string | null;
};

export async function TeacherPage({ slug, reviewsPage, paidTrial = null }: Props) {
  const { teacher, services } = await loadTeacherProfile(slug);
  // The newest reviews, five at a time, with the stats of all of them.
  const reviews = await loadOr404(() => cachedPublicReviews({ slug: teacher.slug, page: reviewsPage, limit: 5 }));
  return (
    <>
      <TrackEvent slug={teacher.slug} type="page_view" />
      {paidTrial ? <TrackEvent slug={teacher.slug} type="booking_completed" onceKey={paidTrial} /> : null}
      <PublicReviewsJsonLd
        teacher={teacher}
        stats={reviews.stats}
        teacherPage={new URL(`/${teacher.slug}`, env().APP_URL).toString()}
      />
      <TeacherHero teacher={teacher} actions={<PublicRatingSummary stats={reviews.stats} />} />
      <ServiceList teacher={teacher} services={services} />
      <PublicReviews
        reviews={reviews}
        teacherName={teacher.name}
        timeZone={teacher.timezone}
        teacherSlug={teacher.slug}
        pathname={`/${teacher.slug}`}
        showService
      />
    </>
  );
}
