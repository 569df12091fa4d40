import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatIsoDateAs } from '@/lib/core/format-time';
import type { TPracticeLog } from '@/lib/practice/schemas';

/** The practice entries of the last 12 weeks, newest first. */
export function PracticeEntries({ entries, title = 'Entries' }: { entries: TPracticeLog[]; title?: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <p className="text-muted-foreground text-sm">Nothing logged yet.</p>
        ) : (
          <ul className="divide-border divide-y text-sm" aria-label="Practice entries">
            {entries.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                <span className="min-w-0">
                  <span className="font-medium">{formatIsoDateAs(entry.practisedOn, 'weekdayDate')}</span>
                  {entry.note ? <span className="text-muted-foreground block break-words">{entry.note}</span> : null}
                </span>
                <span className="tabular-nums">{entry.minutes} min</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
