import 'server-only';
import { db } from '@/lib/core/db';
import { pageWindow, toPage, type Page, type TPagination } from '@/lib/core/pagination';
import { countWidgetEvents } from './count-widget-events';
import type { TWidgetConfig } from './schemas';
import { toWidgetConfigJson, widgetConfigSelect } from './widget-config-fields';

/** The teacher's widgets, newest first, each with its views and clicks of the last 30 days. */
export async function listWidgetConfigs(args: { teacherId: string; query: TPagination }): Promise<Page<TWidgetConfig>> {
  const where = { teacherId: args.teacherId };
  const [rows, total] = await Promise.all([
    db.widgetConfig.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      select: widgetConfigSelect,
      ...pageWindow(args.query),
    }),
    db.widgetConfig.count({ where }),
  ]);
  const counts = await countWidgetEvents(
    args.teacherId,
    rows.map((row) => toWidgetConfigJson(row)),
  );
  return toPage(
    rows.map((row) => toWidgetConfigJson(row, counts.get(row.id))),
    total,
    args.query,
  );
}
