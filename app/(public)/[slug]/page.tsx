import type { Metadata } from 'next';
import { publicReviewsPage } from '@/lib/reviews/public/schemas';
import { TeacherPage, teacherPageMetadata } from '../teacher-page';

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return teacherPageMetadata((await params).slug);
}

/**
 * The teacher's page rendered per request: what depends on the query (review paging, a paid
 * trial's return) or on the session. Everyone else gets the cached page (app/public/[locale]/[slug];
 * the proxy decides, lib/http/cached-public-page.ts).
 */
export default async function TeacherPublicPage({ params, searchParams }: Props) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  // A paid trial's checkout returns here (`?trial=<session id>&checkout=success`): its booking completed.
  const paidTrial = query.checkout === 'success' && typeof query.trial === 'string' ? query.trial : null;
  return <TeacherPage slug={slug} reviewsPage={publicReviewsPage(query.reviews)} paidTrial={paidTrial} />;
}
