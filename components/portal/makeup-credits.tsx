import { RotateCcw } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/ui/button';
import type { TMakeupCredit } from '@/lib/booking/makeup/makeup-schemas';
import type { RegionalFormat } from '@/lib/core/locale';
import { cn } from '@/lib/presentation/cn';
import { formatDateTime } from '@/lib/presentation/format';

type Props = { credits: TMakeupCredit[]; timezone: string; regional?: RegionalFormat };

/**
 * The student's open make-up credits (monthly tuition, decision 0155): the lesson they stand for,
 * until when, and the way to book one into any free time of the service.
 */
export function MakeupCredits({ credits, timezone, regional }: Props) {
  const t = useTranslations('portal.makeup');
  if (credits.length === 0) return null;
  const date = (iso: string) => formatDateTime(iso, timezone, 'date', regional);
  return (
    <section aria-labelledby="makeup-credits" className="mb-6 space-y-3">
      <h2 id="makeup-credits" className="text-foreground flex items-center gap-2 text-base font-semibold">
        <RotateCcw className="text-primary size-4" aria-hidden="true" /> {t('title')}
      </h2>
      <ul className="border-border bg-surface divide-border divide-y rounded-xl border shadow-xs">
        {credits.map((credit) => (
          <li
            key={credit.id}
            className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
          >
            <p className="min-w-0 text-sm">
              <span className="text-foreground font-medium break-words">{credit.service.name}</span>
              <span className="text-muted-foreground">
                {' · '}
                {t('forLesson', { date: date(credit.cancelledLessonAt) })}
                {' · '}
                {t.rich('bookBy', {
                  date: date(credit.expiresAt),
                  time: (chunks) => <time dateTime={credit.expiresAt}>{chunks}</time>,
                })}
              </span>
            </p>
            <Link
              href={credit.bookPath}
              aria-label={t('bookLabel', { service: credit.service.name })}
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
