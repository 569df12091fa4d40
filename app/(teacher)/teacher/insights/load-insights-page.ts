import 'server-only';
import { db } from '@/lib/core/db';
import { rankTemplates } from '@/lib/insights/content/rank-templates';
import { ZTemplateRankingQuery } from '@/lib/insights/content/schemas';
import { readInsightsLayout } from '@/lib/insights/layout/schemas';
import { getInsightsEarnings } from '@/lib/insights/performance/get-insights-earnings';
import { getInsightsFunnel } from '@/lib/insights/performance/get-insights-funnel';
import { getInsightsJourney } from '@/lib/insights/performance/get-insights-journey';
import { getInsightsMetrics } from '@/lib/insights/performance/get-insights-metrics';
import { getInsightsOverview } from '@/lib/insights/performance/get-insights-overview';
import { ZInsightPeriodQuery } from '@/lib/insights/performance/schemas';
import { getRetentionCohorts } from '@/lib/insights/retention/get-retention-cohorts';
import { getRetentionKpis } from '@/lib/insights/retention/get-retention-kpis';
import { listAtRiskStudents } from '@/lib/insights/retention/list-at-risk-students';

/** `?period=30|60|90` through the route's own schema; anything else falls back to 30 days. */
export function parseInsightsPeriod(params: Record<string, string | string[] | undefined>): number {
  const parsed = ZInsightPeriodQuery.safeParse({ period: params.period });
  return parsed.success ? parsed.data.period : 30;
}

/**
 * Retention and content have their own periods (30d/90d/12m and 30/90/365 days): the page uses the
 * nearest one that covers the chosen period (60 days -> 90).
 */
const coveringDays = (period: number) => (period <= 30 ? 30 : 90);

/** Every figure of the page at once, with the domain functions the API routes use. */
export async function loadInsightsPage({ teacherId, period }: { teacherId: string; period: number }) {
  const now = new Date();
  const otherDays = coveringDays(period);
  const [teacher, overview, metrics, funnel, earnings, journey, retention, atRisk, cohorts, templates] =
    await Promise.all([
      db.teacher.findUniqueOrThrow({ where: { id: teacherId }, select: { insightsLayout: true } }),
      getInsightsOverview({ teacherId, days: period, now }),
      getInsightsMetrics({ teacherId, days: period, now }),
      getInsightsFunnel({ teacherId, days: period, now }),
      getInsightsEarnings({ teacherId, now }),
      getInsightsJourney({ teacherId, now }),
      getRetentionKpis({ teacherId, period: otherDays === 30 ? '30d' : '90d', now }),
      listAtRiskStudents({ teacherId, query: { page: 1, limit: 10 }, now }),
      getRetentionCohorts({ teacherId, months: 6, now }),
      rankTemplates({ teacherId, query: ZTemplateRankingQuery.parse({ period: String(otherDays), limit: 10 }), now }),
    ]);
  return {
    layout: readInsightsLayout(teacher.insightsLayout),
    overview,
    metrics,
    funnel,
    earnings,
    journey,
    retention,
    atRisk: atRisk.data,
    cohorts,
    templates: templates.data,
    retentionDays: otherDays,
    contentDays: otherDays,
  };
}
