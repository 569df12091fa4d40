import 'server-only';
import { db } from '@/lib/core/db';

export const widgetStatsDays = 30;

type CountedWidget = { id: string; allowedOrigins: readonly string[] };

/**
 * Views and clicks of each widget of a teacher in the last 30 days, counting only those recorded on
 * one of the widget's allowed sites (the `referrer` the widget reports: the origin of the page that
 * frames it). A view from anywhere else (the widget's address opened directly, a site not allowed,
 * a request sent by hand) is not a view on the teacher's website, so a widget with no site allowed
 * shows none. One grouped query.
 */
export async function countWidgetEvents(
  teacherId: string,
  widgets: readonly CountedWidget[],
  now = new Date(),
): Promise<Map<string, { views: number; clicks: number }>> {
  const counts = new Map(widgets.map((widget) => [widget.id, { views: 0, clicks: 0 }]));
  const allowed = new Map(widgets.map((widget) => [widget.id, new Set(widget.allowedOrigins)]));
  const counted = widgets.filter((widget) => widget.allowedOrigins.length > 0).map((widget) => widget.id);
  if (counted.length === 0) return counts;
  const since = new Date(now.getTime() - widgetStatsDays * 24 * 60 * 60 * 1000);
  const groups = await db.analyticsEvent.groupBy({
    by: ['widgetConfigId', 'type', 'referrer'],
    where: {
      teacherId,
      widgetConfigId: { in: counted },
      type: { in: ['widget_view', 'widget_click'] },
      referrer: { not: null },
      createdAt: { gte: since },
    },
    _count: { _all: true },
  });
  for (const group of groups) {
    const entry = group.widgetConfigId ? counts.get(group.widgetConfigId) : undefined;
    if (!entry || !group.referrer || !allowed.get(group.widgetConfigId!)?.has(group.referrer)) continue;
    if (group.type === 'widget_view') entry.views += group._count._all;
    else entry.clicks += group._count._all;
  }
  return counts;
}
