import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { assertOwnServices } from './assert-own-services';
import { getWidgetConfig } from './get-widget-config';
import type { TUpdateWidgetConfigInput, TWidgetConfig } from './schemas';

/** Changes the fields sent (a theme is replaced whole); another teacher's widget looks missing. */
export async function updateWidgetConfig(args: {
  teacherId: string;
  id: string;
  input: TUpdateWidgetConfigInput;
}): Promise<TWidgetConfig> {
  const { teacherId, id, input } = args;
  if (input.serviceIds) await assertOwnServices(teacherId, input.serviceIds);
  const { count } = await db.widgetConfig.updateMany({
    where: { id, teacherId },
    data: {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.serviceIds !== undefined ? { serviceIds: input.serviceIds } : {}),
      ...(input.theme !== undefined ? { theme: input.theme } : {}),
      ...(input.allowedOrigins !== undefined ? { allowedOrigins: input.allowedOrigins } : {}),
    },
  });
  if (count === 0) throw new NotFoundError('Widget');
  return getWidgetConfig({ teacherId, id });
}
