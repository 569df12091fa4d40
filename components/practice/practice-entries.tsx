import { useTranslations } from 'next-intl';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { RegionalFormat } from '@/lib/core/locale';
import { formatIsoDate } from '@/lib/presentation/format';
import type { TPracticeLog } from '@/lib/practice/schemas';

/** The practice entries of the last 12 weeks, newest first. */
export function PracticeEntries({
  entries,
  title,
  regional,
}: {
  entries: TPracticeLog[];
  title?: string;
  regional?: RegionalFormat;
}) {
  const t = useTranslations('practice.entries');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title ?? t('title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('empty')}</p>
        ) : (
          <ul className="divide-border divide-y text-sm" aria-label={t('list')}>
            {entries.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                <span className="min-w-0">
                  <span className="font-medium">{formatIsoDate(entry.practisedOn, 'weekdayDate', regional)}</span>
                  {entry.note ? <span className="text-muted-foreground block break-words">{entry.note}</span> : null}
                </span>
                <span className="tabular-nums">{t('minutes', { count: entry.minutes })}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
