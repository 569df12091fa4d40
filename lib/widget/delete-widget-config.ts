import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';

/**
 * Deletes a widget: its URL answers 404 from then on; its past events stay for the insights, with
 * widgetConfigId set to null by the foreign key.
 */
export async function deleteWidgetConfig(args: { teacherId: string; id: string }): Promise<void> {
  const { count } = await db.widgetConfig.deleteMany({ where: { id: args.id, teacherId: args.teacherId } });
  if (count === 0) throw new NotFoundError('Widget');
}
