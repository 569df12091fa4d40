'use client';

import { useTranslations } from 'next-intl';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { BarChartFigure } from '@/components/ui/bar-chart-figure';
import { actionLabel } from '@/lib/audit/audit-labels';
import type { TActivitySummary } from '@/lib/audit/schemas';
import { formatDateRange, formatIsoDate } from '@/lib/presentation/format';

const topActionCount = 5;

/**
 * The activity summary: entries per day over the period as a bar chart, and the most frequent
 * actions. The figures are also a visually hidden table for screen readers.
 */
export function ActivityChart({ summary }: { summary: TActivitySummary }) {
  const t = useTranslations('teacherAudit');
  const regional = useRegionalFormat();
  const points = summary.byDay.map(({ date, count }) => ({
    key: date,
    short: formatIsoDate(date, 'dayMonth', regional),
    name: formatIsoDate(date, 'weekdayDate', regional),
    value: count,
  }));
  const top = summary.byAction.slice(0, topActionCount);

  return (
    <Card data-testid="activity-summary">
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle>{t('chart.title')}</CardTitle>
          <CardDescription>
            {t('chart.range', { range: formatDateRange(summary.from, summary.to, regional) })}
          </CardDescription>
        </div>
        <p className="text-foreground shrink-0 text-right text-xl leading-7 font-semibold tabular-nums">
          {summary.total}
          <span className="text-muted-foreground ml-1 text-sm font-normal">
            {t('chart.entries', { count: summary.total })}
          </span>
        </p>
      </CardHeader>
      <CardContent className="grid gap-6 pt-3 sm:pt-3 lg:grid-cols-[1fr_18rem]">
        {summary.total === 0 ? (
          <p className="text-muted-foreground text-sm lg:col-span-2">{t('chart.empty')}</p>
        ) : (
          <>
            <BarChartFigure
              points={points}
              valueLabel={t('chart.valueLabel')}
              caption={t('chart.caption')}
              minTickGap={16}
              skipZeroRows
            />
            <div className="min-w-0">
              <h3 className="text-foreground mb-2 text-sm font-semibold">{t('chart.top')}</h3>
              <ol className="grid gap-1.5 text-sm">
                {top.map((row) => (
                  <li key={row.action} className="flex items-baseline justify-between gap-3">
                    <span className="min-w-0 truncate" title={row.action}>
                      {actionLabel(row.action, t)}
                    </span>
                    <span className="text-muted-foreground tabular-nums">{row.count}</span>
                  </li>
                ))}
              </ol>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
