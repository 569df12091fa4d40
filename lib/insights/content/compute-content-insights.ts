import { db } from '@/lib/core/db';
import { contentPeriod } from './content-period';
import { getResourceImpact } from './get-resource-impact';
import { templateSplit } from './get-content-overview';
import { templateRankingPage } from './rank-templates';
import type { TContentMetrics } from './schemas';

/** The insights look at the last 90 days; a template or type needs this many sessions to be judged. */
export const insightPeriodDays = 90;
export const insightMinUses = 3;
/** A difference smaller than this (percentage points) is noise, not an insight. */
export const insightMinGapPoints = 10;
/** Enough templates to find the best and worst of any real practice; the ranking is set-based. */
const templateScanLimit = 100;

export type ContentInsight = { message: string; priority: 'high' | 'medium' | 'low'; kind: string };

const pct = (value: number) => `${Math.round(value)}%`;
const relative = (value: number, base: number) => Math.round(((value - base) / base) * 100);

type Judged = TContentMetrics & { name: string };

/**
 * The plain-language insights of decision 0051, most useful first: the template whose sessions are
 * rebooked most above the teacher's average, the one completed least below it, templates against
 * no template, and the resource type with the highest completion. Pure: same figures, same text.
 */
export function contentInsightsFrom({
  average,
  withTemplate,
  withoutTemplate,
  templates,
  resourceTypes,
}: {
  average: TContentMetrics;
  withTemplate: TContentMetrics;
  withoutTemplate: TContentMetrics;
  templates: Judged[];
  resourceTypes: (TContentMetrics & { type: string })[];
}): ContentInsight[] {
  const insights: ContentInsight[] = [];
  const judged = templates.filter((t) => t.uses >= insightMinUses);

  const avgRebook = average.rebookingRate;
  const rebooked = judged.filter((t) => t.rebookingRate !== null && avgRebook !== null && avgRebook > 0);
  const bestRebook = rebooked.sort((a, b) => b.rebookingRate! - a.rebookingRate! || b.uses - a.uses)[0];
  if (bestRebook && bestRebook.rebookingRate! - avgRebook! >= insightMinGapPoints) {
    insights.push({
      kind: 'template_rebooking',
      priority: 'medium',
      message: `Sessions using '${bestRebook.name}' are rebooked ${relative(bestRebook.rebookingRate!, avgRebook!)}% more often than your average (${pct(bestRebook.rebookingRate!)} vs ${pct(avgRebook!)}).`,
    });
  }

  const avgDone = average.completionRate;
  const completed = judged.filter((t) => t.completionRate !== null && avgDone !== null);
  const worstDone = completed.sort((a, b) => a.completionRate! - b.completionRate! || b.uses - a.uses)[0];
  if (worstDone && avgDone! - worstDone.completionRate! >= insightMinGapPoints) {
    insights.push({
      kind: 'template_completion_low',
      priority: 'medium',
      message: `Sessions using '${worstDone.name}' are completed less often than your average (${pct(worstDone.completionRate!)} vs ${pct(avgDone!)}).`,
    });
  }

  const withDone = withTemplate.completionRate;
  const withoutDone = withoutTemplate.completionRate;
  if (
    withTemplate.uses >= insightMinUses &&
    withoutTemplate.uses >= insightMinUses &&
    withDone !== null &&
    withoutDone !== null &&
    withDone - withoutDone >= insightMinGapPoints
  ) {
    insights.push({
      kind: 'templates_help',
      priority: 'low',
      message: `Sessions planned with a template are completed more often than those without (${pct(withDone)} vs ${pct(withoutDone)}).`,
    });
  }

  const types = resourceTypes.filter((t) => t.uses >= insightMinUses && t.completionRate !== null);
  const bestType = types.sort((a, b) => b.completionRate! - a.completionRate! || b.uses - a.uses)[0];
  if (bestType && types.length > 1) {
    insights.push({
      kind: 'resource_type_completion',
      priority: 'low',
      message: `Your '${bestType.type}' resources have the highest completion (${pct(bestType.completionRate!)}).`,
    });
  }
  return insights;
}

/**
 * The daily content analytics of one teacher, as of `now`, into its `content_insight_caches` row
 * (upsert on teacherId): `{ insights: [{ message, priority, kind }], periodDays }` (decision 0039's
 * shape, read by the dashboard's content_insight action). Running it twice for the same `now`
 * leaves the same row.
 */
export async function refreshContentInsights({ teacherId, now = new Date() }: { teacherId: string; now?: Date }) {
  const period = await contentPeriod({ teacherId, days: insightPeriodDays, now });
  const split = await templateSplit(teacherId, period.current);
  const ranking = await templateRankingPage({
    teacherId,
    range: period.current,
    sort: 'uses',
    limit: templateScanLimit,
    offset: 0,
  });
  const resources = await getResourceImpact({ teacherId, query: { period: insightPeriodDays }, now });
  const insights = contentInsightsFrom({
    average: split.all,
    withTemplate: split.withTemplate,
    withoutTemplate: split.withoutTemplate,
    templates: ranking.items,
    resourceTypes: resources.types,
  });
  const payload = { insights, periodDays: insightPeriodDays };
  await db.contentInsightCache.upsert({
    where: { teacherId },
    create: { teacherId, payload, computedAt: now },
    update: { payload, computedAt: now },
  });
  return { teacherId, insights: insights.length };
}
