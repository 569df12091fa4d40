import type { Metadata } from 'next';
import { CohortHeatMap } from '@/components/insights/cohort-heat-map';
import { CustomizeSectionsDialog } from '@/components/insights/customize-sections-dialog';
import { EarningsChart } from '@/components/insights/earnings-chart';
import { FunnelBars } from '@/components/insights/funnel-bars';
import { InsightSection } from '@/components/insights/insight-section';
import { JourneyFigures } from '@/components/insights/journey-figures';
import { OverviewCards } from '@/components/insights/overview-cards';
import { PeriodPicker } from '@/components/insights/period-picker';
import { QualityGauges } from '@/components/insights/quality-gauges';
import { RetentionPanel } from '@/components/insights/retention-panel';
import { TopTemplates } from '@/components/insights/top-templates';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { loadInsightsPage, parseInsightsPeriod } from './load-insights-page';

export const metadata: Metadata = { title: 'Insights' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function InsightsPage({ searchParams }: Props) {
  const teacher = await requireTeacherPage();
  const period = parseInsightsPeriod(await searchParams);
  const data = await loadInsightsPage({ teacherId: teacher.id, period });
  const { sections } = data.layout;

  return (
    <div className="min-w-0 space-y-8">
      <PageHeader
        title="Insights"
        description={
          <span data-testid="insights-period-label">
            Last {period} days, compared with the {period} days before.
          </span>
        }
        actions={
          <>
            <PeriodPicker period={period} />
            <CustomizeSectionsDialog layout={data.layout} />
          </>
        }
        className="pb-0"
      />
      {Object.values(sections).every((shown) => !shown) ? (
        <p className="text-muted-foreground text-sm">Every section is hidden. Use Customize to show them again.</p>
      ) : null}
      {sections.overview ? (
        <InsightSection id="overview" title="Overview" description="Revenue counts payments in your default currency.">
          <OverviewCards overview={data.overview} />
        </InsightSection>
      ) : null}
      {sections.quality ? (
        <InsightSection id="quality" title="Session quality" description="Rates of the period against your targets.">
          <QualityGauges metrics={data.metrics} />
        </InsightSection>
      ) : null}
      {sections.funnel ? (
        <InsightSection id="funnel" title="Booking funnel" description="From trial requests to students who stay.">
          <FunnelBars funnel={data.funnel} />
        </InsightSection>
      ) : null}
      {sections.earnings ? (
        <InsightSection id="earnings" title="Earnings" description="The last 12 months, net of refunds.">
          <EarningsChart earnings={data.earnings} defaultCurrency={data.overview.currency} />
          <JourneyFigures journey={data.journey} />
        </InsightSection>
      ) : null}
      {sections.retention ? (
        <InsightSection
          id="retention"
          title="Retention"
          description={`Over the last ${data.retentionDays} days; cohorts over the last 6 months.`}
        >
          <RetentionPanel kpis={data.retention} atRisk={data.atRisk} />
          <CohortHeatMap cohorts={data.cohorts.cohorts} />
        </InsightSection>
      ) : null}
      {sections.content ? (
        <InsightSection
          id="content"
          title="Top lesson templates"
          description={`Sessions of the last ${data.contentDays} days that used a template.`}
        >
          <TopTemplates templates={data.templates} />
        </InsightSection>
      ) : null}
    </div>
  );
}
