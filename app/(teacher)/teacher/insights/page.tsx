import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CustomizeSectionsDialog } from '@/components/insights/customize-sections-dialog';
import { InsightSection } from '@/components/insights/insight-section';
import { PeriodPicker } from '@/components/insights/period-picker';
import { SectionSkeleton } from '@/components/insights/section-skeleton';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { coveringDays, loadInsightsLayout, parseInsightsPeriod } from './load-insights-page';
import { ContentSection } from './sections/content-section';
import { EarningsSection, FunnelSection, OverviewSection, QualitySection } from './sections/performance-sections';
import { RetentionSection } from './sections/retention-section';

export const metadata: Metadata = { title: 'Insights' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The header and the layout come first; each visible section is its own async component behind
 * Suspense, so hidden sections run no query and the others stream in as they are ready.
 */
export default async function InsightsPage({ searchParams }: Props) {
  const teacher = await requireTeacherPage();
  const period = parseInsightsPeriod(await searchParams);
  const { layout, currency } = await loadInsightsLayout(teacher.id);
  const { sections } = layout;
  const otherDays = coveringDays(period);
  const teacherId = teacher.id;

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
            <CustomizeSectionsDialog layout={layout} />
          </>
        }
        className="pb-0"
      />
      {Object.values(sections).every((shown) => !shown) ? (
        <p className="text-muted-foreground text-sm">Every section is hidden. Use Customize to show them again.</p>
      ) : null}
      {sections.overview ? (
        <InsightSection
          id="overview"
          title="Overview"
          description={`Last ${period} days, in your default currency. Revenue: payments minus refunds. Students taught: students with a completed lesson. New students: students added.`}
        >
          <Suspense key={period} fallback={<SectionSkeleton label="Loading the overview…" />}>
            <OverviewSection teacherId={teacherId} period={period} />
          </Suspense>
        </InsightSection>
      ) : null}
      {sections.quality ? (
        <InsightSection id="quality" title="Session quality" description="Rates of the period against your targets.">
          <Suspense key={period} fallback={<SectionSkeleton label="Loading session quality…" />}>
            <QualitySection teacherId={teacherId} period={period} />
          </Suspense>
        </InsightSection>
      ) : null}
      {sections.funnel ? (
        <InsightSection id="funnel" title="Booking funnel" description="From trial requests to students who stay.">
          <Suspense key={period} fallback={<SectionSkeleton label="Loading the funnel…" variant="block" />}>
            <FunnelSection teacherId={teacherId} period={period} />
          </Suspense>
        </InsightSection>
      ) : null}
      {sections.earnings ? (
        <InsightSection
          id="earnings"
          title="Earnings"
          description="Revenue of the last 12 calendar months: payments minus refunds, as on the dashboard and payments."
        >
          <Suspense fallback={<SectionSkeleton label="Loading earnings…" variant="block" />}>
            <EarningsSection teacherId={teacherId} currency={currency} />
          </Suspense>
        </InsightSection>
      ) : null}
      {sections.retention ? (
        <InsightSection
          id="retention"
          title="Retention"
          description={`Over the last ${otherDays} days; cohorts over the last 6 months.`}
        >
          <Suspense key={otherDays} fallback={<SectionSkeleton label="Loading retention…" />}>
            <RetentionSection teacherId={teacherId} days={otherDays} />
          </Suspense>
        </InsightSection>
      ) : null}
      {sections.content ? (
        <InsightSection
          id="content"
          title="Content"
          description={`How the sessions of the last ${otherDays} days went with your templates, resources, tags and categories.`}
        >
          <Suspense key={otherDays} fallback={<SectionSkeleton label="Loading content analytics…" variant="block" />}>
            <ContentSection teacherId={teacherId} days={otherDays} />
          </Suspense>
        </InsightSection>
      ) : null}
    </div>
  );
}
