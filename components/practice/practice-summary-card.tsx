import { useTranslations } from 'next-intl';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { StatCard } from '@/components/ui/stat-card';
import type { TPracticeSummary } from '@/lib/practice/schemas';
import { PracticeChart } from './practice-chart';

/** Minutes this week, the practice streak and the last 12 weeks (docs/metrics.md "Practice"). */
export function PracticeSummaryCard({ summary, title }: { summary: TPracticeSummary; title?: string }) {
  const t = useTranslations('practice.summary');
  const empty = summary.weeks.every((week) => week.minutes === 0);
  return (
    <Card data-testid="practice-summary">
      <CardHeader>
        <CardTitle>{title ?? t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid grid-cols-2 gap-3">
          <StatCard label={t('minutesThisWeek')} value={summary.minutesThisWeek} />
          <StatCard label={t('streak')} value={t('days', { count: summary.streak })} />
        </div>
        {empty ? (
          <p className="text-muted-foreground text-sm">{t('empty')}</p>
        ) : (
          <PracticeChart weeks={summary.weeks} />
        )}
      </CardContent>
    </Card>
  );
}
