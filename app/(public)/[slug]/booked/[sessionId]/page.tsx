import type { Metadata } from 'next';
import { CalendarCheck, Clock, CircleAlert, MailCheck } from 'lucide-react';
import Link from 'next/link';
import { TrackEvent } from '@/components/analytics/track-event';
import { RefreshWhilePending } from '@/components/public/refresh-while-pending';
import { buttonVariants } from '@/components/ui/button';
import { currentSession } from '@/lib/auth/require-page';
import {
  getTimeFirstConfirmation,
  type TimeFirstConfirmation,
} from '@/lib/booking/time-first/get-time-first-confirmation';
import { formatInZone, formatZoneLabel } from '@/lib/core/format-time';
import { enrollmentViewer } from '@/lib/enrollments/enrollment-viewer';
import { loadOr404 } from '../../../load-or-404';

type Props = {
  params: Promise<{ slug: string; sessionId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const metadata: Metadata = { title: 'Your lesson', robots: { index: false, follow: false } };

const titles: Record<TimeFirstConfirmation['state'], string> = {
  confirmed: 'Your lesson is booked',
  paying: 'Confirming your payment…',
  credit_kept: 'Your lesson is paid: pick another time',
  released: 'This time was not booked',
  cancelled: 'This lesson was cancelled',
};

/**
 * Where the processor sends the payer of a time-first booking (0030): the lesson in the zone it was
 * booked in, once the payment confirmed it. For the payer only: the signed-in student who holds it,
 * or whoever comes back from its checkout (`?checkout=<checkout id>`).
 */
export default async function TimeFirstConfirmationPage({ params, searchParams }: Props) {
  const [{ slug, sessionId }, query] = await Promise.all([params, searchParams]);
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
          {titles[lesson.state]}
        </h1>
        <p className="text-muted-foreground text-sm sm:text-base">
          {lesson.serviceName} with {lesson.teacherName}
        </p>
      </header>
      <section
        aria-label="The lesson"
        className="border-border bg-surface space-y-1 rounded-xl border p-4 shadow-sm sm:p-5"
      >
        <p className="text-foreground text-lg font-semibold">
          {formatInZone(lesson.startUtc, lesson.timezone, 'weekdayDayMonth')}
        </p>
        <p className="text-foreground text-base tabular-nums">
          {formatInZone(lesson.startUtc, lesson.timezone, 'time')} –{' '}
          {formatInZone(lesson.endUtc, lesson.timezone, 'time')}
        </p>
        <p className="text-muted-foreground text-sm">Times in {formatZoneLabel(lesson.timezone, lesson.startUtc)}</p>
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
  const signInNote = signedIn ? null : (
    <p className="flex items-start gap-2">
      <MailCheck className="text-primary mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        We e-mailed a sign-in link to <span className="text-foreground font-medium">{lesson.studentEmail}</span>: open
        it to see, reschedule or cancel your lessons in your portal.
      </span>
    </p>
  );
  switch (lesson.state) {
    case 'confirmed':
      return (
        <>
          <p>Your payment went through and the time is yours. {lesson.teacherName} has been told.</p>
          {signInNote}
          {signedIn ? (
            <Link href="/portal" className={buttonVariants({ className: 'w-full sm:w-auto' })}>
              See your sessions
            </Link>
          ) : null}
        </>
      );
    case 'paying':
      return (
        <p>
          The payment processor is confirming your payment; this usually takes a few seconds. This page updates by
          itself.
        </p>
      );
    case 'credit_kept':
      return (
        <>
          <p>
            Your payment arrived after the 15-minute hold ran out, and someone else booked this time meanwhile. The
            lesson you paid for is kept as a credit: pick another time with it.
          </p>
          {signInNote}
          {signedIn ? (
            <Link href={bookingPath} className={buttonVariants({ className: 'w-full sm:w-auto' })}>
              Pick another time
            </Link>
          ) : null}
        </>
      );
    case 'released':
      return (
        <>
          <p>The hold ran out before a payment arrived, so nothing was booked and nothing was charged.</p>
          <Link href={bookingPath} className={buttonVariants({ className: 'w-full sm:w-auto' })}>
            Pick a time again
          </Link>
        </>
      );
    case 'cancelled':
      return <p>This lesson was cancelled. Your portal shows what happened to its credit.</p>;
  }
}
