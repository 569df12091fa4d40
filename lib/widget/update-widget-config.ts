import 'server-only';
import { NotFoundError } from '@/lib/core/errors';
import { transaction } from '@/lib/outbox/transaction';
import { assertOwnServices } from './assert-own-services';
import { getWidgetConfig } from './get-widget-config';
import { mergeWidgetTheme, type TUpdateWidgetConfigInput, type TWidgetConfig } from './schemas';
import { readStoredTheme } from './widget-css';

/**
 * Changes the fields sent; another teacher's widget looks missing. A theme sent in part is merged
 * into the stored theme (as served: a stored field that is missing or invalid reads as its default),
 * under a row lock so that two partial changes at once both land (decision 0067).
 */
export async function updateWidgetConfig(args: {
  teacherId: string;
  id: string;
  input: TUpdateWidgetConfigInput;
}): Promise<TWidgetConfig> {
  const { teacherId, id, input } = args;
  if (input.serviceIds) await assertOwnServices(teacherId, input.serviceIds);
  await transaction(async (tx) => {
    const [stored] = await tx.$queryRaw<{ theme: unknown }[]>`
      SELECT theme FROM widget_configs WHERE id = ${id}::uuid AND "teacherId" = ${teacherId}::uuid FOR UPDATE`;
    if (!stored) throw new NotFoundError('Widget');
    await tx.widgetConfig.update({
      where: { id },
      data: {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.serviceIds !== undefined ? { serviceIds: input.serviceIds } : {}),
        ...(input.theme !== undefined ? { theme: mergeWidgetTheme(readStoredTheme(stored.theme), input.theme) } : {}),
        ...(input.allowedOrigins !== undefined ? { allowedOrigins: input.allowedOrigins } : {}),
      },
    });
  });
  return getWidgetConfig({ teacherId, id });
}
