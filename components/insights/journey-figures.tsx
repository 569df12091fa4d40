import { useTranslations } from 'next-intl';
import type { TInsightsJourney } from '@/lib/insights/performance/schemas';
import { formatMoney } from '@/lib/presentation/format';
import { useInsightWords } from './content-format';

/** The practice's whole history in a sentence-sized row of figures. */
export function JourneyFigures({ journey }: { journey: TInsightsJourney }) {
  const t = useTranslations('teacherInsights.journey');
  const words = useInsightWords();
  if (journey.completedSessions === 0) {
    return <p className="text-muted-foreground text-sm">{t('empty')}</p>;
  }
  const figures = [
    { label: t('lessons'), value: words.figure(journey.completedSessions) },
    // Every student record (not deleted), taught or not (spec: "total students").
    { label: t('students'), value: words.figure(journey.students) },
    // Calendar months from the first completed lesson, not from the first payment (docs/metrics.md).
    { label: t('months'), value: words.figure(journey.monthsSinceFirstSession ?? 0) },
    {
      label: t('revenue'),
      value: journey.income.map((money) => formatMoney(money.amount, money.currency, words.locale)).join(' · ') || '—',
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.label} className="border-border bg-surface min-w-0 rounded-lg border p-3">
          <dt className="text-muted-foreground text-xs">{figure.label}</dt>
          <dd className="text-foreground mt-1 font-semibold break-words tabular-nums">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
