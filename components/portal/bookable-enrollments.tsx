import { CalendarPlus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { BookableEnrollment } from '@/lib/booking/student/list-bookable-enrollments';
import type { RegionalFormat } from '@/lib/core/locale';
import { formatDateTime } from '@/lib/presentation/format';

import { BookableListCard } from './bookable-list-card';

type Props = { enrollments: BookableEnrollment[]; timezone: string; regional?: RegionalFormat };

/**
 * The portal's way into booking: one row per enrollment with credits left, private services
 * included (they have no public page to start from). Dates on the student's own calendar.
 */
export function BookableEnrollments({ enrollments, timezone, regional }: Props) {
  const t = useTranslations('portal.bookable');
  return (
    <BookableListCard
      id="book-a-session"
      icon={<CalendarPlus className="text-primary size-4" aria-hidden="true" />}
      title={t('title')}
      book={t('book')}
      rows={enrollments.map(({ enrollmentId, service, teacherSlug, remaining, validUntil }) => ({
        key: enrollmentId,
        serviceName: service.name,
        facts: [
          <span key="left" className="tabular-nums">
            {t('sessionsLeft', { count: remaining })}
          </span>,
          validUntil
            ? t.rich('validUntil', {
                date: formatDateTime(validUntil, timezone, 'date', regional),
                time: (chunks) => <time dateTime={validUntil}>{chunks}</time>,
              })
            : t('noEndDate'),
        ],
        href: `/${teacherSlug}/book/${service.slug}`,
        bookLabel: t('bookLabel', { service: service.name }),
      }))}
    />
  );
}
