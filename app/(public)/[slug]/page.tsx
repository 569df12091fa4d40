import type { Metadata } from 'next';
import { cache } from 'react';
import { TrackEvent } from '@/components/analytics/track-event';
import { ServiceList } from '@/components/public/service-list';
import { TeacherHero } from '@/components/public/teacher-hero';
import { PublicRatingSummary } from '@/components/reviews/public-rating-summary';
import { PublicReviews } from '@/components/reviews/public-reviews';
import { PublicReviewsJsonLd } from '@/components/reviews/public-reviews-json-ld';
import { env } from '@/lib/core/env';
import { publicReviewsPage } from '@/lib/reviews/public/schemas';
import { cachedPublicProfile, cachedPublicReviews } from '../cached-public-reads';
import { loadOr404 } from '../load-or-404';

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const loadProfile = cache((slug: string) => loadOr404(() => cachedPublicProfile(slug)));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { teacher } = await loadProfile((await params).slug);
  return { title: teacher.name, description: teacher.bio ?? `Lessons with ${teacher.name}` };
}

export default async function TeacherPublicPage({ params, searchParams }: Props) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  const { teacher, services } = await loadProfile(slug);
  // The newest reviews, five at a time (`?reviews=N`), with the stats of all of them.
  const reviews = await loadOr404(() =>
    cachedPublicReviews({ slug: teacher.slug, page: publicReviewsPage(query.reviews), limit: 5 }),
  );
  // A paid trial's checkout returns here (`?trial=<session id>&checkout=success`): its booking completed.
  const paidTrial = query.checkout === 'success' && typeof query.trial === 'string' ? query.trial : null;
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
