import type { Metadata } from 'next';
import { MessageSquareReply, Star, StarHalf } from 'lucide-react';
import { ReviewImportDialog } from '@/components/reviews/review-import-dialog';
import { ReviewDistributionChart } from '@/components/reviews/review-distribution-chart';
import { answeredOptions, ratingOptions, reviewStatusOptions } from '@/components/reviews/review-format';
import { TeacherReviewsTable } from '@/components/reviews/teacher-reviews-table';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterBar } from '@/components/ui/filter-bar';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { usableTimeZone } from '@/lib/core/time';
import { getReviewStats } from '@/lib/reviews/get-review-stats';
import { listReviewServiceOptions } from '@/lib/reviews/list-review-service-options';
import { listTeacherReviews } from '@/lib/reviews/list-teacher-reviews';
import { describeReviewPublication, newReviewStatus } from '@/lib/reviews/review-publication';
import { parseReviewsPageQuery } from '@/lib/reviews/reviews-page-query';

export const metadata: Metadata = { title: 'Reviews' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ReviewsPage({ searchParams }: Props) {
  const teacher = await requireTeacherPage();
  const { query, problem } = parseReviewsPageQuery(await searchParams);
  const [list, stats, services] = await Promise.all([
    listTeacherReviews({ teacherId: teacher.id, query }),
    getReviewStats({ teacherId: teacher.id }),
    listReviewServiceOptions({ teacherId: teacher.id }),
  ]);
  const filtered = Boolean(query.status || query.rating || query.serviceId || query.answered !== undefined);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Reviews"
        description={describeReviewPublication(newReviewStatus)}
        actions={<ReviewImportDialog />}
      />
      <section aria-labelledby="review-stats-heading" className="space-y-4">
        <h2 id="review-stats-heading" className="sr-only">
          Figures of your published reviews
        </h2>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <StatCard
            label="Average rating"
            value={stats.average === null ? '—' : `${stats.average.toFixed(1)} / 5`}
            icon={StarHalf}
          />
          <StatCard label="Published reviews" value={stats.count} icon={Star} />
          <StatCard
            label="Response rate"
            value={stats.responseRate === null ? '—' : `${stats.responseRate}%`}
            hint={stats.count > 0 ? 'reviews with your reply' : undefined}
            icon={MessageSquareReply}
          />
        </div>
        <div className="border-border bg-surface rounded-xl border p-5 shadow-sm">
          <ReviewDistributionChart distribution={stats.distribution} count={stats.count} />
        </div>
      </section>
      <section aria-labelledby="reviews-heading" className="space-y-4">
        <h2 id="reviews-heading" className="sr-only">
          All reviews
        </h2>
        <FilterBar
          label="Filter reviews"
          selects={[
            { name: 'status', label: 'Status', placeholder: 'All statuses', options: reviewStatusOptions },
            { name: 'rating', label: 'Rating', placeholder: 'All ratings', options: ratingOptions },
            { name: 'answered', label: 'Response', placeholder: 'Answered or not', options: answeredOptions },
            {
              name: 'serviceId',
              label: 'Service',
              placeholder: 'All services',
              options: services.map(({ id, name }) => ({ value: id, label: name })),
            },
          ]}
        />
        {problem ? (
          <p role="status" className="text-warning-foreground text-sm">
            {problem}
          </p>
        ) : null}
        {list.total === 0 ? (
          <EmptyState
            icon={Star}
            title={filtered ? 'No review matches these filters' : 'No reviews yet'}
            description={
              filtered
                ? 'Change or reset the filters to see more reviews.'
                : 'After a completed lesson your students can rate it from their portal, or you can send them a review request from the session. Reviews from other sites come in with "Import reviews". Reviews appear here and on your public page; a quick, kind reply to each one shows future students you listen.'
            }
          />
        ) : (
          <TeacherReviewsTable
            reviews={list.data}
            pagination={{ page: list.page, limit: list.limit, total: list.total }}
            timeZone={usableTimeZone(teacher.timezone)}
          />
        )}
      </section>
    </div>
  );
}
