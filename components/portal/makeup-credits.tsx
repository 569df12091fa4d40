import { RotateCcw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { TMakeupCredit } from '@/lib/booking/makeup/makeup-schemas';
import type { RegionalFormat } from '@/lib/core/locale';
import { formatDateTime } from '@/lib/presentation/format';

import { BookableListCard } from './bookable-list-card';

type Props = { credits: TMakeupCredit[]; timezone: string; regional?: RegionalFormat };

/**
 * The student's open make-up credits (monthly tuition, decision 0155): the lesson they stand for,
 * until when, and the way to book one into any free time of the service.
 */
export function MakeupCredits({ credits, timezone, regional }: Props) {
  const t = useTranslations('portal.makeup');
  const date = (iso: string) => formatDateTime(iso, timezone, 'date', regional);
  return (
    <BookableListCard
      id="makeup-credits"
      icon={<RotateCcw className="text-primary size-4" aria-hidden="true" />}
      title={t('title')}
      book={t('book')}
      rows={credits.map((credit) => ({
        key: credit.id,
        serviceName: credit.service.name,
        facts: [
          t('forLesson', { date: date(credit.cancelledLessonAt) }),
          t.rich('bookBy', {
            date: date(credit.expiresAt),
            time: (chunks) => <time dateTime={credit.expiresAt}>{chunks}</time>,
          }),
        ],
        href: credit.bookPath,
        bookLabel: t('bookLabel', { service: credit.service.name }),
      }))}
    />
  );
}
