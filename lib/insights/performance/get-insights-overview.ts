import 'server-only';
import { kpi, rate, rateKpi } from './kpi';
import { loadOverviewPeriod } from './load-period';
import type { LoadedPeriod, PeriodInput } from './load-period';
import type { OverviewFigures } from './period-figures';
import type { TInsightsOverview } from './schemas';

/** The overview KPIs of a loaded period (definitions: docs/decisions/0049-insights-overview-and-earnings.md). */
export function buildOverview({ teacher, info, current, previous }: LoadedPeriod<OverviewFigures>): TInsightsOverview {
  // The default currency always has a line, even at 0, so the card and the CSV never lose it.
  const currencies = [
    ...new Set([teacher.currency, ...[...current.revenue, ...previous.revenue].map((entry) => entry.currency)]),
  ].sort();
  const amountIn = (revenue: typeof current.revenue, currency: string) =>
    revenue.find((entry) => entry.currency === currency)?.amount ?? 0;
  return {
    ...info,
    currency: teacher.currency,
    revenue: {
      ...kpi(amountIn(current.revenue, teacher.currency), amountIn(previous.revenue, teacher.currency)),
      byCurrency: currencies.map((currency) => ({
        currency,
        ...kpi(amountIn(current.revenue, currency), amountIn(previous.revenue, currency)),
      })),
    },
    sessions: kpi(current.completed, previous.completed),
    newStudents: kpi(current.newStudents, previous.newStudents),
    activeStudents: kpi(current.activeStudents, previous.activeStudents),
    trialConversion: rateKpi(
      rate(current.convertedTrialStudents, current.trialStudents),
      rate(previous.convertedTrialStudents, previous.trialStudents),
    ),
  };
}

export async function getInsightsOverview(input: PeriodInput): Promise<TInsightsOverview> {
  return buildOverview(await loadOverviewPeriod(input));
}
