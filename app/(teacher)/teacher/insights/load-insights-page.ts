import 'server-only';
import { db } from '@/lib/core/db';
import { readInsightsLayout } from '@/lib/insights/layout/schemas';
import { ZInsightPeriodQuery } from '@/lib/insights/performance/schemas';

/** `?period=30|60|90` through the route's own schema; anything else falls back to 30 days. */
export function parseInsightsPeriod(params: Record<string, string | string[] | undefined>): number {
  const parsed = ZInsightPeriodQuery.safeParse({ period: params.period });
  return parsed.success ? parsed.data.period : 30;
}

/**
 * Retention and content have their own periods (30d/90d/12m and 30/90/365 days): the page uses the
 * nearest one that covers the chosen period (60 days -> 90).
 */
export const coveringDays = (period: number): 30 | 90 => (period <= 30 ? 30 : 90);

/**
 * What the page needs before any section: which sections are shown and the default currency (the
 * earnings chart opens on it). Each visible section then loads its own figures (sections/*), so a
 * hidden section costs no query.
 */
export async function loadInsightsLayout(teacherId: string) {
  const teacher = await db.teacher.findUniqueOrThrow({
    where: { id: teacherId },
    select: { insightsLayout: true, defaultCurrency: true },
  });
  return { layout: readInsightsLayout(teacher.insightsLayout), currency: teacher.defaultCurrency };
}
