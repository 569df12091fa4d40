import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { findEventOwner } from './find-event-owner';
import type { TWidgetEventInput } from './schemas';

/**
 * Stores a view or a click of a widget (source `widget`). The widget must be this teacher's
 * (another teacher's id under this slug is 404). Stored as for page events: no IP, no user agent; the
 * origin of the page that frames it, which decides whether the view counts (count-widget-events.ts).
 */
export async function recordWidgetEvent(args: { slug: string; input: TWidgetEventInput }): Promise<void> {
  const { input } = args;
  const { teacherId } = await findEventOwner(args.slug, input.serviceId);
  const config = await db.widgetConfig.findFirst({
    where: { id: input.configId, teacherId },
    select: { id: true },
  });
  if (!config) throw new NotFoundError('Widget');
  await db.analyticsEvent.create({
    data: {
      teacherId,
      type: input.type,
      source: 'widget',
      widgetConfigId: config.id,
      serviceId: input.serviceId ?? null,
      sessionId: input.visitorId ?? null,
      referrer: input.referrer ?? null,
    },
  });
}
