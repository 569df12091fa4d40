import { useTranslations } from 'next-intl';
import { StatCard } from '@/components/ui/stat-card';
import type { TInsightsOverview } from '@/lib/insights/performance/schemas';
import { formatMoney } from '@/lib/presentation/format';
import { useInsightWords } from './content-format';

/**
 * The period's KPIs against the previous period; "—" marks a change that cannot be computed. Labels
 * say what each counts (docs/metrics.md): "Students taught" is not the dashboard's "Active students"
 * (status active now), and "New students" counts student records added in the period.
 */
export function OverviewCards({ overview }: { overview: TInsightsOverview }) {
  const t = useTranslations('teacherInsights.overview');
  const words = useInsightWords();
  const hint = (change: number | null) => (change === null ? t('vsPreviousNone') : t('vsPrevious'));
  const cards = [
    {
      label: t('revenue'),
      value: formatMoney(overview.revenue.value, overview.currency, words.locale),
      kpi: overview.revenue,
    },
    { label: t('lessons'), value: words.figure(overview.sessions.value), kpi: overview.sessions },
    { label: t('newStudents'), value: words.figure(overview.newStudents.value), kpi: overview.newStudents },
    { label: t('taught'), value: words.figure(overview.activeStudents.value), kpi: overview.activeStudents },
    { label: t('trialConversion'), value: words.rate(overview.trialConversion.value), kpi: overview.trialConversion },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-5" data-testid="insights-kpis">
      {cards.map(({ label, value, kpi }) => (
        <StatCard
          key={label}
          className="p-4 sm:p-5"
          label={label}
          value={value}
          change={kpi.change}
          hint={hint(kpi.change)}
        />
      ))}
    </div>
  );
}
