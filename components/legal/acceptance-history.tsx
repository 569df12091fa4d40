import { useLocale, useTranslations } from 'next-intl';
import { toLocale } from '@/lib/core/locale';
import { formatDateTime } from '@/lib/presentation/format';
import type { AcceptanceHistoryEntry } from '@/lib/legal/acceptance/history';

/** The row's timestamped history, newest first, folded by default. */
export function AcceptanceHistory({ history, timezone }: { history: AcceptanceHistoryEntry[]; timezone: string }) {
  const t = useTranslations('teacherLegal.history');
  const locale = toLocale(useLocale());
  if (!history.length) return null;
  return (
    <details className="mt-2">
      <summary className="text-primary cursor-pointer text-xs font-medium">
        {t('summary', { count: history.length })}
      </summary>
      <ol className="text-muted-foreground mt-1 space-y-0.5 text-xs">
        {[...history].reverse().map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <time dateTime={entry.at}>{formatDateTime(entry.at, timezone, 'dayMonthYearClock', locale)}</time> ·{' '}
            {t(entry.state, { version: entry.version })}
          </li>
        ))}
      </ol>
    </details>
  );
}
