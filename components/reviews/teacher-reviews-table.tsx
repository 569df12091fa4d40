'use client';

import { useMemo } from 'react';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import { createDataTableColumnHelper } from '@/components/ui/data-table-features';
import { formatInZone } from '@/lib/core/format-time';
import type { TReviewListItem } from '@/lib/reviews/schemas';
import { importedLabel, reviewStatusLabel, reviewStatusTone } from './review-format';
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
export const reviewerLabel = (review: TReviewListItem) =>
  review.isAnonymous ? 'Anonymous' : (review.student?.name ?? review.reviewerName ?? 'Unknown reviewer');

function reviewColumns(timeZone: string) {
  return column.columns([
    column.display({
      id: 'review',
      header: 'Review',
      cell: ({ row }) => {
        const review = row.original;
        return (
          <div className="max-w-xl min-w-0 space-y-1.5 whitespace-normal">
            <div className="flex flex-wrap items-center gap-2">
              <ReviewStars rating={review.rating} />
              <span className="text-foreground font-medium">{reviewerLabel(review)}</span>
              {review.source === 'imported' ? <Badge tone="info">{importedLabel(review.externalSource)}</Badge> : null}
            </div>
            {review.content ? (
              <p className="text-foreground text-sm leading-relaxed">{review.content}</p>
            ) : (
              <p className="text-muted-foreground text-sm italic">No text, just stars.</p>
            )}
            {review.teacherResponse ? (
              <div className="border-primary-200 bg-primary-soft/50 rounded-md border-l-2 px-3 py-2 text-sm">
                <p className="text-muted-foreground text-xs font-medium">Your response</p>
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
      header: 'Service',
      cell: ({ row }) => row.original.service?.name ?? '—',
      meta: { className: 'hidden lg:table-cell', card: 'primary' },
    }),
    column.display({
      id: 'date',
      header: 'Date',
      cell: ({ row }) => (
        <div className="whitespace-nowrap">
          <p>{formatInZone(row.original.createdAt, timeZone, 'dayMonthYear')}</p>
          {row.original.sessionStartsAt ? (
            <p className="text-muted-foreground text-xs">
              Lesson {formatInZone(row.original.sessionStartsAt, timeZone, 'dayMonthYear')}
            </p>
          ) : null}
        </div>
      ),
      meta: { className: 'hidden md:table-cell', card: 'primary' },
    }),
    column.display({
      id: 'status',
      header: 'Status',
      cell: ({ row }) => (
        <Badge tone={reviewStatusTone[row.original.status]}>{reviewStatusLabel[row.original.status]}</Badge>
      ),
      meta: { card: 'primary' },
    }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <div className="flex flex-wrap justify-end gap-2">
          <ReviewRespondDialog
            reviewId={row.original.id}
            reviewer={reviewerLabel(row.original)}
            current={row.original.teacherResponse}
          />
          <ReviewModerationButtons
            reviewId={row.original.id}
            status={row.original.status}
            reviewer={reviewerLabel(row.original)}
          />
        </div>
      ),
      meta: { align: 'right' },
    }),
  ]);
}

/** One page of the teacher's reviews, newest first, with respond and publish/hide on each row. */
export function TeacherReviewsTable({ reviews, pagination, timeZone }: Props) {
  const columns = useMemo(() => reviewColumns(timeZone), [timeZone]);
  return (
    <DataTable
      columns={columns}
      data={reviews}
      caption="Reviews"
      getRowId={(review) => review.id}
      pagination={{ ...pagination, label: 'Review pages' }}
    />
  );
}
