'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import { createDataTableColumnHelper } from '@/components/ui/data-table-features';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import type { RegionalFormat } from '@/lib/core/locale';
import { formatDateTime } from '@/lib/presentation/format';
import type { TReviewListItem } from '@/lib/reviews/schemas';
import { reviewSourceName, reviewStatusTone } from './review-format';
import { ReviewModerationButtons } from './review-moderation-buttons';
import { ReviewRespondDialog } from './review-respond-dialog';
import { ReviewStars } from './review-stars';

type Props = {
  reviews: TReviewListItem[];
  pagination: { page: number; limit: number; total: number };
  /** The teacher's zone: dates are shown in it. */
  timeZone: string;
};

const column = createDataTableColumnHelper<TReviewListItem>();

/** Who wrote it, as the teacher may know: the student, the imported author, or "Anonymous". */
type Say = (key: string, values?: Record<string, string | number>) => string;

export const reviewerLabel = (review: TReviewListItem, t: Say) =>
  review.isAnonymous ? t('anonymous') : (review.student?.name ?? review.reviewerName ?? t('unknown'));

function reviewColumns(timeZone: string, t: Say, statusLabel: Say, regional: RegionalFormat) {
  const day = (at: string) => formatDateTime(at, timeZone, 'dayMonthYear', regional);
  return column.columns([
    column.display({
      id: 'review',
      header: t('review'),
      cell: ({ row }) => {
        const review = row.original;
        return (
          <div className="max-w-xl min-w-0 space-y-1.5 whitespace-normal">
            <div className="flex flex-wrap items-center gap-2">
              <ReviewStars rating={review.rating} />
              <span className="text-foreground font-medium">{reviewerLabel(review, t)}</span>
              {review.source === 'imported' ? (
                <Badge tone="info">
                  {review.externalSource?.trim()
                    ? t('importedFrom', { source: reviewSourceName(review.externalSource) })
                    : t('imported')}
                </Badge>
              ) : null}
            </div>
            {review.content ? (
              <p className="text-foreground text-sm leading-relaxed">{review.content}</p>
            ) : (
              <p className="text-muted-foreground text-sm italic">{t('noText')}</p>
            )}
            {review.teacherResponse ? (
              <div className="border-primary-200 bg-primary-soft/50 rounded-md border-l-2 px-3 py-2 text-sm">
                <p className="text-muted-foreground text-xs font-medium">{t('yourResponse')}</p>
                <p className="text-foreground">{review.teacherResponse}</p>
              </div>
            ) : null}
          </div>
        );
      },
      meta: { card: 'title' },
    }),
    column.display({
      id: 'service',
      header: t('service'),
      cell: ({ row }) => row.original.service?.name ?? '—',
      meta: { className: 'hidden lg:table-cell', card: 'primary' },
    }),
    column.display({
      id: 'date',
      header: t('date'),
      cell: ({ row }) => (
        <div className="whitespace-nowrap">
          <p>{day(row.original.createdAt)}</p>
          {row.original.sessionStartsAt ? (
            <p className="text-muted-foreground text-xs">{t('lesson', { day: day(row.original.sessionStartsAt) })}</p>
          ) : null}
        </div>
      ),
      meta: { className: 'hidden md:table-cell', card: 'primary' },
    }),
    column.display({
      id: 'status',
      header: t('status'),
      cell: ({ row }) => <Badge tone={reviewStatusTone[row.original.status]}>{statusLabel(row.original.status)}</Badge>,
      meta: { card: 'primary' },
    }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('actions')}</span>,
      cell: ({ row }) => (
        <div className="flex flex-wrap justify-end gap-2">
          <ReviewRespondDialog
            reviewId={row.original.id}
            reviewer={reviewerLabel(row.original, t)}
            current={row.original.teacherResponse}
          />
          <ReviewModerationButtons
            reviewId={row.original.id}
            status={row.original.status}
            reviewer={reviewerLabel(row.original, t)}
          />
        </div>
      ),
      meta: { align: 'right' },
    }),
  ]);
}

/** One page of the teacher's reviews, newest first, with respond and publish/hide on each row. */
export function TeacherReviewsTable({ reviews, pagination, timeZone }: Props) {
  const t = useTranslations('teacherReviews.table');
  const statusLabel = useTranslations('teacherReviews.status');
  const regional = useRegionalFormat();
  const columns = useMemo(
    () => reviewColumns(timeZone, t, statusLabel, regional),
    [timeZone, t, statusLabel, regional],
  );
  return (
    <DataTable
      columns={columns}
      data={reviews}
      caption={t('caption')}
      getRowId={(review) => review.id}
      pagination={{ ...pagination, label: t('pages') }}
    />
  );
}
