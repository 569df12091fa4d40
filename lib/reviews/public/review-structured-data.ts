/**
 * schema.org `AggregateRating` of a teacher's public page (client-safe, pure). schema.org gives a
 * Person no aggregateRating, so the rating is carried by the teacher's lessons as a `Service` with
 * the teacher as provider (as the service pages describe each service). Null without reviews: an
 * empty rating is invalid structured data.
 */
import type { TPublicReviewStats } from './schemas';

type Urls = { teacherPage: string };

export function teacherRatingStructuredData(
  teacher: { name: string; bio?: string | null },
  stats: TPublicReviewStats,
  urls: Urls,
) {
  if (stats.count === 0 || stats.average === null) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: `Lessons with ${teacher.name}`,
    ...(teacher.bio ? { description: teacher.bio } : {}),
    url: urls.teacherPage,
    serviceType: 'Lessons',
    provider: { '@type': 'Person', name: teacher.name, url: urls.teacherPage },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: stats.average,
      reviewCount: stats.count,
      bestRating: 5,
      worstRating: 1,
    },
  };
}
