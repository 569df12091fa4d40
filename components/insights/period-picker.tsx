import { Download } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { cn } from '@/lib/presentation/cn';

export const insightPeriods = [30, 60, 90] as const;

/** The period as links (works without JavaScript) and the CSV export of the same period. */
export function PeriodPicker({ period }: { period: number }) {
  const t = useTranslations('teacherInsights.period');
  return (
    <div className="flex flex-wrap items-center gap-2">
      <nav aria-label={t('label')} className="border-border bg-surface inline-flex rounded-lg border p-0.5">
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
            {t('days', { count: days })}
          </Link>
        ))}
      </nav>
      <a
        href={`/api/teacher/insights/export?period=${period}&format=csv`}
        download
        className="border-border bg-surface text-foreground hover:bg-surface-muted inline-flex items-center gap-1.5 rounded-lg border px-3 py-2 text-sm font-medium"
      >
        <Download className="size-4" aria-hidden="true" />
        {t('csv')}
      </a>
    </div>
  );
}
