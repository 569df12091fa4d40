import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { countWidgetEvents } from './count-widget-events';
import type { TWidgetConfig } from './schemas';
import { toWidgetConfigJson, widgetConfigSelect } from './widget-config-fields';

/** One widget of the teacher; another teacher's looks missing (404). */
export async function getWidgetConfig(args: { teacherId: string; id: string }): Promise<TWidgetConfig> {
  const row = await db.widgetConfig.findFirst({
    where: { id: args.id, teacherId: args.teacherId },
    select: widgetConfigSelect,
  });
  if (!row) throw new NotFoundError('Widget');
  const counts = await countWidgetEvents(args.teacherId, [toWidgetConfigJson(row)]);
  return toWidgetConfigJson(row, counts.get(row.id));
}
