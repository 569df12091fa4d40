import 'server-only';
import { toCsv } from '@/lib/core/csv';
import type { Locale } from '@/lib/core/locale';
import { translator } from '@/lib/i18n/translator';
import { changePercent } from '@/lib/insights/shared/period';
import { buildFunnel } from './get-insights-funnel';
import { buildMetrics } from './get-insights-metrics';
import { buildOverview } from './get-insights-overview';
import { loadPeriod } from './load-period';
import type { PeriodInput } from './load-period';

type CsvRow = { metric: string; current: number | null; previous: number | null; change: number | null };

const columns = [
  { key: 'metric', header: 'metric' },
  { key: 'current', header: 'current value' },
  { key: 'previous', header: 'previous-period value' },
  { key: 'change', header: 'change %' },
] as const satisfies { key: keyof CsvRow; header: string }[];

/** Minor units to a decimal string of the currency (2 decimals; the CSV is for spreadsheets). */
const major = (amount: number) => amount / 100;

/**
 * The CSV of the spec (Performance rules 6): overview KPIs, quality metrics, funnel, each with the
 * period's value, the previous period's and the change %. Empty cells where a rate has no data.
 * Every cell goes through toCsv's formula neutralisation (currency codes and labels included).
 * The column headers are the spec's names in every language (the spec is the contract); the row
 * labels a person reads are in the teacher's language (`csvExports.insightRows`, decision 0117).
 */
export async function exportInsightsCsv(input: PeriodInput & { locale?: Locale }): Promise<string> {
  const t = translator(input.locale, 'csvExports.insightRows');
  const loaded = await loadPeriod(input);
  const overview = buildOverview(loaded);
  const metrics = buildMetrics(loaded);
  const funnel = buildFunnel(loaded);
  const row = (
    metric: string,
    k: { value: number | null; previous: number | null; change: number | null },
  ): CsvRow => ({
    metric,
    current: k.value,
    previous: k.previous,
    change: k.change,
  });
  const rows: CsvRow[] = [
    ...overview.revenue.byCurrency.map((entry) =>
      row(t('revenue', { currency: entry.currency }), {
        ...entry,
        value: major(entry.value),
        previous: major(entry.previous),
      }),
    ),
    // Row names are the page's labels (docs/metrics.md).
    row(t('lessonsHeld'), overview.sessions),
    row(t('newStudents'), overview.newStudents),
    row(t('studentsTaught'), overview.activeStudents),
    row(t('trialConversion'), overview.trialConversion),
    row(t('attendance'), metrics.attendance),
    row(t('completion'), metrics.completion),
    row(t('rebooking'), metrics.rebooking),
    ...funnel.stages.map((stage) =>
      row(t('funnel', { stage: stage.stage }), {
        value: stage.value,
        previous: stage.previous,
        change: changePercent(stage.value, stage.previous),
      }),
    ),
  ];
  return toCsv<CsvRow>([...columns], rows);
}
