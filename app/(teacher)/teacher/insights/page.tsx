import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
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

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('teacherInsights.page');
  return { title: t('title') };
}

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
  const t = await getTranslations('teacherInsights');

  return (
    <div className="min-w-0 space-y-8">
      <PageHeader
        title={t('page.title')}
        description={<span data-testid="insights-period-label">{t('page.period', { period })}</span>}
        actions={
          <>
            <PeriodPicker period={period} />
            <CustomizeSectionsDialog layout={layout} />
          </>
        }
        className="pb-0"
      />
      {Object.values(sections).every((shown) => !shown) ? (
        <p className="text-muted-foreground text-sm">{t('page.allHidden')}</p>
      ) : null}
      {sections.overview ? (
        <InsightSection id="overview" title={t('sections.overview')} description={t('page.overview', { period })}>
          <Suspense key={period} fallback={<SectionSkeleton label={t('page.loadingOverview')} />}>
            <OverviewSection teacherId={teacherId} period={period} />
          </Suspense>
        </InsightSection>
      ) : null}
      {sections.quality ? (
        <InsightSection id="quality" title={t('sections.quality')} description={t('page.quality')}>
          <Suspense key={period} fallback={<SectionSkeleton label={t('page.loadingQuality')} />}>
            <QualitySection teacherId={teacherId} period={period} />
          </Suspense>
        </InsightSection>
      ) : null}
      {sections.funnel ? (
        <InsightSection id="funnel" title={t('sections.funnel')} description={t('page.funnel')}>
          <Suspense key={period} fallback={<SectionSkeleton label={t('page.loadingFunnel')} variant="block" />}>
            <FunnelSection teacherId={teacherId} period={period} />
          </Suspense>
        </InsightSection>
      ) : null}
      {sections.earnings ? (
        <InsightSection id="earnings" title={t('sections.earnings')} description={t('page.earnings')}>
          <Suspense fallback={<SectionSkeleton label={t('page.loadingEarnings')} variant="block" />}>
            <EarningsSection teacherId={teacherId} currency={currency} />
          </Suspense>
        </InsightSection>
      ) : null}
      {sections.retention ? (
        <InsightSection
          id="retention"
          title={t('sections.retention')}
          description={t('page.retention', { days: otherDays })}
        >
          <Suspense key={otherDays} fallback={<SectionSkeleton label={t('page.loadingRetention')} />}>
            <RetentionSection teacherId={teacherId} days={otherDays} />
          </Suspense>
        </InsightSection>
      ) : null}
      {sections.content ? (
        <InsightSection id="content" title={t('sections.content')} description={t('page.content', { days: otherDays })}>
          <Suspense key={otherDays} fallback={<SectionSkeleton label={t('page.loadingContent')} variant="block" />}>
            <ContentSection teacherId={teacherId} days={otherDays} />
          </Suspense>
        </InsightSection>
      ) : null}
    </div>
  );
}
