import { useTranslations } from 'next-intl';
import { Card, CardContent } from '@/components/ui/card';
import type { TInsightsMetrics, TQualityMetric } from '@/lib/insights/performance/schemas';
import { cn } from '@/lib/presentation/cn';
import { useInsightWords } from './content-format';

const gauges = ['attendance', 'completion', 'rebooking'] as const;

/** Each quality rate as a bar with its target marked: green at or above the target, red below. */
export function QualityGauges({ metrics }: { metrics: TInsightsMetrics }) {
  const t = useTranslations('teacherInsights.quality');
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
      {gauges.map((key) => (
        <Gauge key={key} label={t(key)} metric={metrics[key]} />
      ))}
    </div>
  );
}

function Gauge({ label, metric }: { label: string; metric: TQualityMetric }) {
  const t = useTranslations('teacherInsights.quality');
  const words = useInsightWords();
  const value = metric.value;
  return (
    <Card>
      <CardContent className="space-y-2 pt-5 sm:pt-5">
        <div className="flex items-baseline justify-between gap-2">
          <p className="text-muted-foreground text-sm font-medium">{label}</p>
          <p className="text-foreground text-xl font-semibold tabular-nums">{words.rate(value)}</p>
        </div>
        {value === null ? (
          <p className="text-muted-foreground text-sm">{t('noData')}</p>
        ) : (
          <div
            role="meter"
            aria-label={t('meter', { label, value: words.rate(value), target: words.rate(metric.target) })}
            aria-valuenow={value}
            aria-valuemin={0}
            aria-valuemax={100}
            className="bg-surface-muted relative h-3 rounded-full"
          >
            <div
              className={cn('h-3 rounded-full', metric.status === 'red' ? 'bg-danger' : 'bg-success')}
              style={{ width: `${Math.min(100, Math.max(0, value))}%` }}
            />
            <div
              aria-hidden="true"
              className="bg-foreground absolute -top-1 h-5 w-0.5"
              style={{ left: `${metric.target}%` }}
            />
          </div>
        )}
        <p className="text-muted-foreground text-xs">{t('target', { target: words.rate(metric.target) })}</p>
      </CardContent>
    </Card>
  );
}
