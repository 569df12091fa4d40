import 'server-only';
import { db } from '@/lib/core/db';

export const widgetStatsDays = 30;

/** Views and clicks of each widget of a teacher in the last 30 days: one grouped query. */
export async function countWidgetEvents(
  teacherId: string,
  configIds: readonly string[],
  now = new Date(),
): Promise<Map<string, { views: number; clicks: number }>> {
  const counts = new Map(configIds.map((id) => [id, { views: 0, clicks: 0 }]));
  if (configIds.length === 0) return counts;
  const since = new Date(now.getTime() - widgetStatsDays * 24 * 60 * 60 * 1000);
  const groups = await db.analyticsEvent.groupBy({
    by: ['widgetConfigId', 'type'],
    where: {
      teacherId,
      widgetConfigId: { in: [...configIds] },
      type: { in: ['widget_view', 'widget_click'] },
      createdAt: { gte: since },
    },
    _count: { _all: true },
  });
  for (const group of groups) {
    const entry = group.widgetConfigId ? counts.get(group.widgetConfigId) : undefined;
    if (!entry) continue;
    if (group.type === 'widget_view') entry.views = group._count._all;
    else entry.clicks = group._count._all;
  }
  return counts;
}
