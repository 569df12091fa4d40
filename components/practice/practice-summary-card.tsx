import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { StatCard } from '@/components/ui/stat-card';
import type { TPracticeSummary } from '@/lib/practice/schemas';
import { PracticeChart } from './practice-chart';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** Minutes this week, the practice streak and the last 12 weeks (docs/metrics.md "Practice"). */
export function PracticeSummaryCard({ summary, title = 'Practice' }: { summary: TPracticeSummary; title?: string }) {
  const empty = summary.weeks.every((week) => week.minutes === 0);
  return (
    <Card data-testid="practice-summary">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>Minutes practised, the last 12 weeks.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid grid-cols-2 gap-3">
          <StatCard label="Minutes this week" value={summary.minutesThisWeek} />
          <StatCard label="Practice streak" value={days(summary.streak)} />
        </div>
        {empty ? (
          <p className="text-muted-foreground text-sm">No practice logged in the last 12 weeks.</p>
        ) : (
          <PracticeChart weeks={summary.weeks} />
        )}
      </CardContent>
    </Card>
  );
}
