import { Download } from 'lucide-react';
import Link from 'next/link';
import { cn } from '@/lib/presentation/cn';

export const insightPeriods = [30, 60, 90] as const;

/** The period as links (works without JavaScript) and the CSV export of the same period. */
export function PeriodPicker({ period }: { period: number }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <nav aria-label="Period" className="border-border bg-surface inline-flex rounded-lg border p-0.5">
        {insightPeriods.map((days) => (
          <Link
            key={days}
            href={`/teacher/insights?period=${days}`}
            aria-current={days === period ? 'page' : undefined}
            className={cn(
              'rounded-md px-3 py-1.5 text-sm font-medium tabular-nums',
              days === period ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {days} days
          </Link>
        ))}
      </nav>
      <a
        href={`/api/teacher/insights/export?period=${period}&format=csv`}
        download
        className="border-border bg-surface text-foreground hover:bg-surface-muted inline-flex items-center gap-1.5 rounded-lg border px-3 py-2 text-sm font-medium"
      >
        <Download className="size-4" aria-hidden="true" />
        Download CSV
      </a>
    </div>
  );
}
