import type { Metadata } from 'next';
import { CalendarCheck, Clock, CircleAlert, MailCheck } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { TrackEvent } from '@/components/analytics/track-event';
import { RefreshWhilePending } from '@/components/public/refresh-while-pending';
import { buttonVariants } from '@/components/ui/button';
import { currentSession } from '@/lib/auth/require-page';
import {
  getTimeFirstConfirmation,
  type TimeFirstConfirmation,
} from '@/lib/booking/time-first/get-time-first-confirmation';
import { enrollmentViewer } from '@/lib/enrollments/enrollment-viewer';
import { requestRegionalFormat } from '@/lib/http/request-locale';
import { formatDateTime, formatZoneLabel } from '@/lib/presentation/format';
import { loadOr404 } from '../../../load-or-404';

type Props = {
  params: Promise<{ slug: string; sessionId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('publicTimeFirst.booked');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * Where the processor sends the payer of a time-first booking (0030): the lesson in the zone it was
 * booked in, once the payment confirmed it. For the payer only: the signed-in student who holds it,
 * or whoever comes back from its checkout (`?checkout=<checkout id>`).
 */
export default async function TimeFirstConfirmationPage({ params, searchParams }: Props) {
  const [{ slug, sessionId }, query, t, regional] = await Promise.all([
    params,
    searchParams,
    getTranslations('publicTimeFirst.booked'),
    requestRegionalFormat(),
  ]);
  const viewer = await enrollmentViewer(slug, await currentSession());
  const checkout = typeof query.checkout === 'string' ? query.checkout : undefined;
  const lesson = await loadOr404(() =>
    getTimeFirstConfirmation({
      teacherSlug: slug,
      sessionId,
      checkoutId: checkout,
      studentId: viewer.kind === 'student' ? viewer.studentId : undefined,
    }),
  );
  const signedIn = viewer.kind === 'student';
  const bookingPath = `/${slug}/book/${lesson.serviceSlug}`;
  const Icon = lesson.state === 'confirmed' ? CalendarCheck : lesson.state === 'paying' ? Clock : CircleAlert;

  return (
    <div className="mx-auto max-w-xl space-y-6">
      {lesson.state === 'paying' ? <RefreshWhilePending /> : null}
      {lesson.state === 'confirmed' ? <TrackEvent slug={slug} type="booking_completed" onceKey={sessionId} /> : null}
      <header className="space-y-2">
        <h1 className="text-foreground flex items-center gap-2 text-2xl font-semibold tracking-tight sm:text-3xl">
          <Icon className="text-primary size-7 shrink-0" aria-hidden="true" />
          {t(`title.${lesson.state}`)}
        </h1>
        <p className="text-muted-foreground text-sm sm:text-base">
          {t('serviceWith', { service: lesson.serviceName, teacher: lesson.teacherName })}
        </p>
      </header>
      <section
        aria-label={t('lesson')}
        className="border-border bg-surface space-y-1 rounded-xl border p-4 shadow-sm sm:p-5"
      >
        <p className="text-foreground text-lg font-semibold">
          {formatDateTime(lesson.startUtc, lesson.timezone, 'weekdayDayMonth', regional)}
        </p>
        <p className="text-foreground text-base tabular-nums">
          {formatDateTime(lesson.startUtc, lesson.timezone, 'time', regional)} –{' '}
          {formatDateTime(lesson.endUtc, lesson.timezone, 'time', regional)}
        </p>
        <p className="text-muted-foreground text-sm">
          {t('timesIn', { zone: formatZoneLabel(lesson.timezone, new Date(lesson.startUtc), regional) })}
        </p>
      </section>
      <div role="status" className="text-muted-foreground space-y-3 text-sm leading-6">
        <Explanation lesson={lesson} signedIn={signedIn} bookingPath={bookingPath} />
      </div>
    </div>
  );
}

function Explanation({
  lesson,
  signedIn,
  bookingPath,
}: {
  lesson: TimeFirstConfirmation;
  signedIn: boolean;
  bookingPath: string;
}) {
  const t = useTranslations('publicTimeFirst.booked');
  const signInNote = signedIn ? null : (
    <p className="flex items-start gap-2">
      <MailCheck className="text-primary mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        {t.rich('signInNote', {
          email: lesson.studentEmail,
          b: (chunks) => <span className="text-foreground font-medium">{chunks}</span>,
        })}
      </span>
    </p>
  );
  switch (lesson.state) {
    case 'confirmed':
      return (
        <>
          <p>{t('confirmed', { teacher: lesson.teacherName })}</p>
          {signInNote}
          {signedIn ? (
            <Link href="/portal" className={buttonVariants({ className: 'w-full sm:w-auto' })}>
              {t('seeSessions')}
            </Link>
          ) : null}
        </>
      );
    case 'paying':
      return <p>{t('paying')}</p>;
    case 'credit_kept':
      return (
        <>
          <p>{t('creditKept')}</p>
          {signInNote}
          {signedIn ? (
            <Link href={bookingPath} className={buttonVariants({ className: 'w-full sm:w-auto' })}>
              {t('pickAnother')}
            </Link>
          ) : null}
        </>
      );
    case 'released':
      return (
        <>
          <p>{t('released')}</p>
          <Link href={bookingPath} className={buttonVariants({ className: 'w-full sm:w-auto' })}>
            {t('pickAgain')}
          </Link>
        </>
      );
    case 'cancelled':
      return <p>{t('cancelled')}</p>;
  }
}
