import { CalendarPlus } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/ui/button';
import type { BookableEnrollment } from '@/lib/booking/student/list-bookable-enrollments';
import { cn } from '@/lib/presentation/cn';
import type { RegionalFormat } from '@/lib/core/locale';
import { formatDateTime } from '@/lib/presentation/format';

type Props = { enrollments: BookableEnrollment[]; timezone: string; regional?: RegionalFormat };

/**
 * The portal's way into booking: one row per enrollment with credits left, private services
 * included (they have no public page to start from). Dates on the student's own calendar.
 */
export function BookableEnrollments({ enrollments, timezone, regional }: Props) {
  const t = useTranslations('portal.bookable');
  if (enrollments.length === 0) return null;
  return (
    <section aria-labelledby="book-a-session" className="mb-6 space-y-3">
      <h2 id="book-a-session" className="text-foreground flex items-center gap-2 text-base font-semibold">
        <CalendarPlus className="text-primary size-4" aria-hidden="true" /> {t('title')}
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
                <span className="tabular-nums">{t('sessionsLeft', { count: remaining })}</span>
                {' · '}
                {validUntil ? (
                  t.rich('validUntil', {
                    date: formatDateTime(validUntil, timezone, 'date', regional),
                    time: (chunks) => <time dateTime={validUntil}>{chunks}</time>,
                  })
                ) : (
                  t('noEndDate')
                )}
              </span>
            </p>
            <Link
              href={`/${teacherSlug}/book/${service.slug}`}
              aria-label={t('bookLabel', { service: service.name })}
              className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'shrink-0 self-start sm:self-auto')}
            >
              {t('book')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
