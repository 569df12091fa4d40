import { Flame, Trophy } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatNumber } from '@/lib/presentation/format';

type Props = { current: number; best: number; isNewRecord: boolean };

const days = (value: number) => `${formatNumber(value)} ${value === 1 ? 'day' : 'days'}`;

/** The teaching streak (consecutive days with a completed lesson) beside the best one. */
export function StreakCard({ current, best, isNewRecord }: Props) {
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle>Teaching streak</CardTitle>
          <CardDescription>Days in a row with a completed lesson.</CardDescription>
        </div>
        {isNewRecord ? (
          <Badge tone="success">
            <Trophy aria-hidden="true" />
            New record!
          </Badge>
        ) : null}
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-4">
          <div>
            <dt className="text-muted-foreground text-sm">Current</dt>
            <dd className="text-foreground mt-1 flex items-center gap-2 text-2xl font-semibold tabular-nums">
              <Flame
                className={current > 0 ? 'text-warning size-5' : 'text-muted-foreground size-5'}
                aria-hidden="true"
              />
              {days(current)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground text-sm">Best</dt>
            <dd className="text-foreground mt-1 text-2xl font-semibold tabular-nums">{days(best)}</dd>
          </div>
        </dl>
        {current === 0 ? (
          <p className="text-muted-foreground mt-3 text-sm">Complete a lesson today to start a streak.</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
