import 'server-only';
import { db } from '@/lib/core/db';
import { assertOwnServices } from './assert-own-services';
import type { TCreateWidgetConfigInput, TWidgetConfig } from './schemas';
import { toWidgetConfigJson, widgetConfigSelect } from './widget-config-fields';

/**
 * A new widget, its theme whole (the schema filled what the body left out from the default theme);
 * raw custom CSS is never stored (customCss stays null, decision 0043).
 */
export async function createWidgetConfig(args: {
  teacherId: string;
  input: TCreateWidgetConfigInput;
}): Promise<TWidgetConfig> {
  const { teacherId, input } = args;
  await assertOwnServices(teacherId, input.serviceIds);
  const row = await db.widgetConfig.create({
    data: {
      teacherId,
      name: input.name,
      serviceIds: input.serviceIds,
      theme: input.theme,
      allowedOrigins: input.allowedOrigins,
      customCss: null,
    },
    select: widgetConfigSelect,
  });
  return toWidgetConfigJson(row);
}
