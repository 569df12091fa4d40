import { jsonLdText } from '@/lib/catalogue/service-structured-data';
import { teacherRatingStructuredData } from '@/lib/reviews/public/review-structured-data';
import type { TPublicReviewStats } from '@/lib/reviews/public/schemas';

/** The teacher page's AggregateRating as JSON-LD (`<` escaped); nothing without reviews. */
export function PublicReviewsJsonLd({
  teacher,
  stats,
  teacherPage,
}: {
  teacher: { name: string; bio?: string | null };
  stats: TPublicReviewStats;
  teacherPage: string;
}) {
  const data = teacherRatingStructuredData(teacher, stats, { teacherPage });
  if (!data) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
