import { formatInZone } from '@/lib/core/format-time';
import type { AcceptanceHistoryEntry } from '@/lib/legal/acceptance/history';

const verbs: Record<AcceptanceHistoryEntry['state'], string> = {
  pending: 'Sent to sign',
  signed: 'Signed',
  outdated: 'Outdated by',
  expired: 'Expired',
};

/** The row's timestamped history, newest first, folded by default. */
export function AcceptanceHistory({ history, timezone }: { history: AcceptanceHistoryEntry[]; timezone: string }) {
  if (!history.length) return null;
  return (
    <details className="mt-2">
      <summary className="text-primary cursor-pointer text-xs font-medium">History ({history.length})</summary>
      <ol className="text-muted-foreground mt-1 space-y-0.5 text-xs">
        {[...history].reverse().map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <time dateTime={entry.at}>{formatInZone(entry.at, timezone, 'dayMonthYearClock')}</time> ·{' '}
            {verbs[entry.state]} version {entry.version}
          </li>
        ))}
      </ol>
    </details>
  );
}
