import { CalendarPlus } from 'lucide-react';
import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import type { BookableEnrollment } from '@/lib/booking/student/list-bookable-enrollments';
import { cn } from '@/lib/presentation/cn';
import { formatDate } from '@/lib/core/format-time';

type Props = { enrollments: BookableEnrollment[]; timezone: string };

const sessionsLeft = (remaining: number) => `${remaining} ${remaining === 1 ? 'session' : 'sessions'} left`;

/**
 * The portal's way into booking: one row per enrollment with credits left, private services
 * included (they have no public page to start from). Dates on the student's own calendar.
 */
export function BookableEnrollments({ enrollments, timezone }: Props) {
  if (enrollments.length === 0) return null;
  return (
    <section aria-labelledby="book-a-session" className="mb-6 space-y-3">
      <h2 id="book-a-session" className="text-foreground flex items-center gap-2 text-base font-semibold">
        <CalendarPlus className="text-primary size-4" aria-hidden="true" /> Book a session
      </h2>
      <ul className="border-border bg-surface divide-border divide-y rounded-xl border shadow-xs">
        {enrollments.map(({ enrollmentId, service, teacherSlug, remaining, validUntil }) => (
          <li
            key={enrollmentId}
            className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
          >
            <p className="min-w-0 text-sm">
              <span className="text-foreground font-medium break-words">{service.name}</span>
              <span className="text-muted-foreground">
                {' · '}
                <span className="tabular-nums">{sessionsLeft(remaining)}</span>
                {' · '}
                {validUntil ? (
                  <>
                    valid until <time dateTime={validUntil}>{formatDate(validUntil, timezone)}</time>
                  </>
                ) : (
                  'no end date'
                )}
              </span>
            </p>
            <Link
              href={`/${teacherSlug}/book/${service.slug}`}
              aria-label={`Book a time: ${service.name}`}
              className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'shrink-0 self-start sm:self-auto')}
            >
              Book a time
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
