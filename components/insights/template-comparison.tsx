import { Card, CardContent } from '@/components/ui/card';
import type { TContentMetrics } from '@/lib/insights/content/schemas';
import { cn } from '@/lib/presentation/cn';
import { useTranslations } from 'next-intl';
import { useInsightWords, type InsightWords } from './content-format';

type Difference = { completionRate: number | null; rebookingRate: number | null; averageRating: number | null };
type Detail = { metrics: TContentMetrics; teacherAverage: TContentMetrics; difference: Difference };

/** "+3", "−2", "±0" in the reader's digits. */
const signed = (value: number, words: InsightWords) =>
  `${value > 0 ? '+' : value < 0 ? '−' : '±'}${words.figure(Math.abs(value))}`;

/** One template's figures beside the teacher's average, with the gap (points, or stars for the rating). */
export function TemplateComparison({ detail }: { detail: Detail }) {
  const t = useTranslations('teacherInsights.comparison');
  const words = useInsightWords();
  const { metrics, teacherAverage, difference } = detail;
  if (metrics.uses === 0) {
    return (
      <Card>
        <CardContent className="pt-5 sm:pt-5">
          <p className="text-muted-foreground text-sm">{t('empty')}</p>
        </CardContent>
      </Card>
    );
  }
  const rows = [
    {
      key: 'uses',
      label: t('sessions'),
      value: words.figure(metrics.uses),
      average: t('allSessions', { count: words.figure(teacherAverage.uses) }),
      gap: null,
    },
    {
      key: 'completed',
      label: t('completed'),
      value: words.figure(metrics.completed),
      average: t('allCompleted', { count: words.figure(teacherAverage.completed) }),
      gap: null,
    },
    {
      key: 'completion',
      label: t('completionRate'),
      value: words.rate(metrics.completionRate),
      average: t('yourAverage', { value: words.rate(teacherAverage.completionRate) }),
      gap: difference.completionRate === null ? null : t('points', { value: signed(difference.completionRate, words) }),
      sign: difference.completionRate,
    },
    {
      key: 'rebooking',
      label: t('rebookingRate'),
      value: words.rate(metrics.rebookingRate),
      average: t('yourAverage', { value: words.rate(teacherAverage.rebookingRate) }),
      gap: difference.rebookingRate === null ? null : t('points', { value: signed(difference.rebookingRate, words) }),
      sign: difference.rebookingRate,
    },
    {
      key: 'rating',
      label: t('averageRating'),
      value: words.figure(metrics.averageRating),
      average: t('yourAverage', { value: words.figure(teacherAverage.averageRating) }),
      gap: difference.averageRating === null ? null : t('stars', { value: signed(difference.averageRating, words) }),
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
