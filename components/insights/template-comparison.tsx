import { Card, CardContent } from '@/components/ui/card';
import type { TContentMetrics } from '@/lib/insights/content/schemas';
import { cn } from '@/lib/presentation/cn';
import { orDash } from './content-format';

type Difference = { completionRate: number | null; rebookingRate: number | null; averageRating: number | null };
type Detail = { metrics: TContentMetrics; teacherAverage: TContentMetrics; difference: Difference };

const signed = (value: number, unit: string) => `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(value)}${unit}`;

/** One template's figures beside the teacher's average, with the gap (points, or stars for the rating). */
export function TemplateComparison({ detail }: { detail: Detail }) {
  const { metrics, teacherAverage, difference } = detail;
  if (metrics.uses === 0) {
    return (
      <Card>
        <CardContent className="pt-5 sm:pt-5">
          <p className="text-muted-foreground text-sm">
            No session used this template in this period. Once you plan lessons with it, its completion, rebooking and
            rating will be compared here with your average. Try a longer period.
          </p>
        </CardContent>
      </Card>
    );
  }
  const rows = [
    {
      key: 'uses',
      label: 'Sessions',
      value: String(metrics.uses),
      average: `All your sessions: ${teacherAverage.uses}`,
      gap: null,
    },
    {
      key: 'completed',
      label: 'Completed',
      value: String(metrics.completed),
      average: `All completed: ${teacherAverage.completed}`,
      gap: null,
    },
    {
      key: 'completion',
      label: 'Completion rate',
      value: orDash(metrics.completionRate, '%'),
      average: `Your average: ${orDash(teacherAverage.completionRate, '%')}`,
      gap: difference.completionRate === null ? null : signed(difference.completionRate, ' pts'),
      sign: difference.completionRate,
    },
    {
      key: 'rebooking',
      label: 'Rebooking rate',
      value: orDash(metrics.rebookingRate, '%'),
      average: `Your average: ${orDash(teacherAverage.rebookingRate, '%')}`,
      gap: difference.rebookingRate === null ? null : signed(difference.rebookingRate, ' pts'),
      sign: difference.rebookingRate,
    },
    {
      key: 'rating',
      label: 'Average rating',
      value: orDash(metrics.averageRating),
      average: `Your average: ${orDash(teacherAverage.averageRating)}`,
      gap: difference.averageRating === null ? null : signed(difference.averageRating, ' ★'),
      sign: difference.averageRating,
    },
  ];
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="template-comparison">
      {rows.map((row) => (
        <Card key={row.key} data-testid={`template-${row.key}`}>
          <CardContent className="space-y-1 pt-5 sm:pt-5">
            <p className="text-muted-foreground text-sm">{row.label}</p>
            <p className="text-foreground text-2xl font-semibold tabular-nums">{row.value}</p>
            <p className="text-muted-foreground text-xs tabular-nums">
              {row.average}
              {row.gap !== null ? (
                <span
                  className={cn(
                    'ml-2 font-medium',
                    (row.sign ?? 0) > 0 && 'text-success-foreground',
                    (row.sign ?? 0) < 0 && 'text-danger-foreground',
                  )}
                >
                  {row.gap}
                </span>
              ) : null}
            </p>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
