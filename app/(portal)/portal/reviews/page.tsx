import type { Metadata } from 'next';
import { CalendarCheck, Star } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { ReviewStars } from '@/components/reviews/review-stars';
import { StudentReviewDeleteButton } from '@/components/reviews/student-review-delete-button';
import { StudentReviewDialog } from '@/components/reviews/student-review-dialog';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/ui/list-pagination';
import { PageHeader } from '@/components/ui/page-header';
import { requireStudentPage } from '@/lib/auth/require-page';
import { requestRegionalFormat } from '@/lib/http/request-locale';
import { formatDateTime } from '@/lib/presentation/format';
import { listSessionsToReview } from '@/lib/reviews/list-sessions-to-review';
import { listStudentReviews } from '@/lib/reviews/list-student-reviews';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('studentReviews'))('title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const pageSize = 20;

function readPage(value: string | string[] | undefined) {
  const page = Number.parseInt((Array.isArray(value) ? value[0] : value) ?? '1', 10);
  return Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** The student's reviews (edit, delete) and their completed lessons still to review. */
export default async function PortalReviewsPage({ searchParams }: Props) {
  const [{ student, impersonating }, query, t, regional] = await Promise.all([
    requireStudentPage(),
    searchParams,
    getTranslations('studentReviews'),
    requestRegionalFormat(),
  ]);
  const studentRef = { id: student.id, teacherId: student.teacherId };
  const page = readPage(query.page);
  const [toReview, reviews] = await Promise.all([
    listSessionsToReview({ student: studentRef }),
    listStudentReviews({ student: studentRef, pagination: { page, limit: pageSize } }),
  ]);
  const day = (iso: string) => formatDateTime(iso, student.timezone, 'dayMonthYear', regional);

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      {impersonating ? (
        <p
          role="status"
          className="border-warning/35 bg-warning-soft text-warning-foreground rounded-lg border p-3 text-sm"
        >
          {t('impersonating')}
        </p>
      ) : null}

      <section aria-labelledby="to-review-heading" className="space-y-3">
        <h2 id="to-review-heading" className="text-foreground text-lg font-semibold">
          {t('toReview')}
        </h2>
        {toReview.length === 0 ? (
          <EmptyState
            icon={CalendarCheck}
            headingLevel="h3"
            title={t('noneToReview')}
            description={t('noneToReviewText')}
          />
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {toReview.map((session) => {
              const subject = t('subject', { service: session.service.name, date: day(session.startsAt) });
              return (
                <li
                  key={session.sessionId}
                  className="border-border bg-surface flex min-w-0 flex-wrap items-center justify-between gap-3 rounded-xl border p-4 shadow-sm"
                >
                  <div className="min-w-0">
                    <p className="text-foreground font-medium">{session.service.name}</p>
                    <p className="text-muted-foreground text-sm">{day(session.startsAt)}</p>
                  </div>
                  <StudentReviewDialog
                    target={{ kind: 'create', sessionId: session.sessionId }}
                    subject={subject}
                    disabled={impersonating}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="your-reviews-heading" className="mt-8 space-y-3">
        <h2 id="your-reviews-heading" className="text-foreground text-lg font-semibold">
          {t('yours')}
        </h2>
        {reviews.total === 0 ? (
          <EmptyState
            icon={Star}
            headingLevel="h3"
            title={t('noneYet')}
            description={t('noneYetText')}
          />
        ) : (
          <ul className="space-y-3">
            {reviews.data.map((review) => {
              const service = review.service?.name ?? t('yourLesson');
              const subject = review.sessionStartsAt
                ? t('subject', { service, date: day(review.sessionStartsAt) })
                : service;
              return (
                <li key={review.id} className="border-border bg-surface space-y-2 rounded-xl border p-4 shadow-sm">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0 space-y-1">
                      <p className="text-foreground font-medium">{review.service?.name ?? t('lesson')}</p>
                      <p className="text-muted-foreground text-sm">
                        {review.sessionStartsAt
                          ? t('lessonOf', { date: day(review.sessionStartsAt), reviewed: day(review.createdAt) })
                          : t('reviewed', { reviewed: day(review.createdAt) })}
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-1.5">
                      {review.isAnonymous ? <Badge>{t('anonymous')}</Badge> : null}
                      {review.status === 'approved' ? null : (
                        <Badge tone="warning">
                          {review.status === 'pending' ? t('pending') : t('hidden')}
                        </Badge>
                      )}
                    </div>
                  </div>
                  <ReviewStars rating={review.rating} />
                  {review.content ? <p className="text-foreground text-sm leading-relaxed">{review.content}</p> : null}
                  {review.teacherResponse ? (
                    <div className="border-primary-200 bg-primary-soft/50 rounded-md border-l-2 px-3 py-2 text-sm">
                      <p className="text-muted-foreground text-xs font-medium">{t('teacherReplied')}</p>
                      <p className="text-foreground">{review.teacherResponse}</p>
                    </div>
                  ) : null}
                  <div className="flex flex-wrap gap-2 pt-1">
                    <StudentReviewDialog
                      target={{
                        kind: 'edit',
                        reviewId: review.id,
                        rating: review.rating,
                        content: review.content,
                        anonymous: review.isAnonymous,
                      }}
                      subject={subject}
                      disabled={impersonating}
                    />
                    <StudentReviewDeleteButton reviewId={review.id} subject={subject} disabled={impersonating} />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <ListPagination
          page={reviews.page}
          limit={reviews.limit}
          total={reviews.total}
          pathname="/portal/reviews"
          label={t('pages')}
        />
      </section>
    </>
  );
}
