import { getTranslations } from 'next-intl/server';
import { EarningsChart } from '@/components/insights/earnings-chart';
import { FunnelBars } from '@/components/insights/funnel-bars';
import { JourneyFigures } from '@/components/insights/journey-figures';
import { OverviewCards } from '@/components/insights/overview-cards';
import { QualityGauges } from '@/components/insights/quality-gauges';
import { getInsightsEarnings } from '@/lib/insights/performance/get-insights-earnings';
import { getInsightsFunnel } from '@/lib/insights/performance/get-insights-funnel';
import { getInsightsJourney } from '@/lib/insights/performance/get-insights-journey';
import { getInsightsMetrics } from '@/lib/insights/performance/get-insights-metrics';
import { getInsightsOverview } from '@/lib/insights/performance/get-insights-overview';
import { requestRegionalFormat } from '@/lib/http/request-locale';
import { formatMoney } from '@/lib/presentation/format';

type PeriodProps = { teacherId: string; period: number };

/** Each section fetches its own figures, so it runs only when rendered and streams on its own. */
export async function OverviewSection({ teacherId, period }: PeriodProps) {
  const overview = await getInsightsOverview({ teacherId, days: period, now: new Date() });
  return <OverviewCards overview={overview} />;
}

export async function QualitySection({ teacherId, period }: PeriodProps) {
  const metrics = await getInsightsMetrics({ teacherId, days: period, now: new Date() });
  return <QualityGauges metrics={metrics} />;
}

export async function FunnelSection({ teacherId, period }: PeriodProps) {
  const funnel = await getInsightsFunnel({ teacherId, days: period, now: new Date() });
  return <FunnelBars funnel={funnel} />;
}

export async function EarningsSection({ teacherId, currency }: { teacherId: string; currency: string }) {
  const now = new Date();
  const t = await getTranslations('teacherInsights.earnings');
  const regional = await requestRegionalFormat();
  const [earnings, journey] = await Promise.all([
    getInsightsEarnings({ teacherId, now }),
    getInsightsJourney({ teacherId, now }),
  ]);
  // The chart's last bar, in words: the dashboard's "Revenue this month" (docs/metrics.md).
  const thisMonth = earnings.months.at(-1)?.totals.filter((total) => total.amount > 0) ?? [];
  const own = thisMonth.find((total) => total.currency === currency)?.amount ?? 0;
  const others = thisMonth.filter((total) => total.currency !== currency);
  return (
    <>
      <p className="text-muted-foreground text-sm">
        {t('thisMonth')}{' '}
        <span className="text-foreground font-semibold tabular-nums" data-testid="insights-month-revenue">
          {formatMoney(own, currency, regional)}
        </span>
        {others.length
          ? ` + ${others.map((total) => formatMoney(total.amount, total.currency, regional)).join(', ')}`
          : null}
      </p>
      <EarningsChart earnings={earnings} defaultCurrency={currency} />
      <JourneyFigures journey={journey} />
    </>
  );
}
