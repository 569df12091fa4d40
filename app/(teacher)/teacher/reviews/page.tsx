import type { Metadata } from 'next';
import { MessageSquareReply, Star, StarHalf } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { ReviewImportDialog } from '@/components/reviews/review-import-dialog';
import { ReviewDistributionChart } from '@/components/reviews/review-distribution-chart';
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
import { newReviewStatus } from '@/lib/reviews/review-publication';
import { requestRegionalFormat } from '@/lib/http/request-locale';
import { formatNumber, formatPercent } from '@/lib/presentation/format';
import { parseReviewsPageQuery } from '@/lib/reviews/reviews-page-query';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('teacherReviews.page');
  return { title: t('title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ReviewsPage({ searchParams }: Props) {
  const teacher = await requireTeacherPage();
  const { query, problem } = parseReviewsPageQuery(await searchParams);
  const [list, stats, services] = await Promise.all([
    listTeacherReviews({ teacherId: teacher.id, query }),
    getReviewStats({ teacherId: teacher.id }),
    listReviewServiceOptions({ teacherId: teacher.id }),
  ]);
  const t = await getTranslations('teacherReviews');
  const regional = await requestRegionalFormat();
  const reviewStatusOptions = (['pending', 'approved', 'rejected', 'hidden'] as const).map((value) => ({
    value,
    label: t(`status.${value}`),
  }));
  const ratingOptions = [5, 4, 3, 2, 1].map((stars) => ({ value: String(stars), label: t('stars', { count: stars }) }));
  const answeredOptions = (['false', 'true'] as const).map((value) => ({ value, label: t(`answered.${value}`) }));
  const filtered = Boolean(query.status || query.rating || query.serviceId || query.answered !== undefined);

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('page.title')}
        description={t(newReviewStatus === 'approved' ? 'page.publication.approved' : 'page.publication.pending')}
        actions={<ReviewImportDialog />}
      />
      <section aria-labelledby="review-stats-heading" className="space-y-4">
        <h2 id="review-stats-heading" className="sr-only">
          {t('page.figures')}
        </h2>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <StatCard
            label={t('page.average')}
            value={
              stats.average === null
                ? '—'
                : t('page.averageValue', {
                    value: formatNumber(stats.average, regional, {
                      minimumFractionDigits: 1,
                      maximumFractionDigits: 1,
                    }),
                  })
            }
            icon={StarHalf}
          />
          <StatCard label={t('page.published')} value={formatNumber(stats.count, regional)} icon={Star} />
          <StatCard
            label={t('page.responseRate')}
            value={stats.responseRate === null ? '—' : formatPercent(stats.responseRate, regional)}
            hint={stats.count > 0 ? t('page.responseHint') : undefined}
            icon={MessageSquareReply}
          />
        </div>
        <div className="border-border bg-surface rounded-xl border p-5 shadow-sm">
          <ReviewDistributionChart distribution={stats.distribution} count={stats.count} />
        </div>
      </section>
      <section aria-labelledby="reviews-heading" className="space-y-4">
        <h2 id="reviews-heading" className="sr-only">
          {t('page.all')}
        </h2>
        <FilterBar
          label={t('page.filter')}
          selects={[
            {
              name: 'status',
              label: t('page.status'),
              placeholder: t('page.allStatuses'),
              options: reviewStatusOptions,
            },
            { name: 'rating', label: t('page.rating'), placeholder: t('page.allRatings'), options: ratingOptions },
            {
              name: 'answered',
              label: t('page.response'),
              placeholder: t('page.answeredOrNot'),
              options: answeredOptions,
            },
            {
              name: 'serviceId',
              label: t('page.service'),
              placeholder: t('page.allServices'),
              options: services.map(({ id, name }) => ({ value: id, label: name })),
            },
          ]}
        />
        {problem ? (
          <p role="status" className="text-warning-foreground text-sm">
            {t('page.problem')}
          </p>
        ) : null}
        {list.total === 0 ? (
          <EmptyState
            icon={Star}
            title={filtered ? t('page.noMatch') : t('page.none')}
            description={filtered ? t('page.noMatchHelp') : t('page.noneHelp')}
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
