import 'server-only';
import { db } from '@/lib/core/db';
import { findEventOwner } from './find-event-owner';
import type { TPublicEventInput } from './schemas';

/**
 * Stores one event of the public pages (source `page`). Stored: type, service, visitor id, path
 * (no query), referrer origin, time. Not stored: IP address, user agent, anything the visitor typed.
 */
export async function recordPublicEvent(args: { slug: string; input: TPublicEventInput }): Promise<void> {
  const { input } = args;
  const { teacherId } = await findEventOwner(args.slug, input.serviceId);
  await db.analyticsEvent.create({
    data: {
      teacherId,
      type: input.type,
      source: 'page',
      serviceId: input.serviceId ?? null,
      sessionId: input.visitorId ?? null,
      path: input.path ?? null,
      referrer: input.referrer ?? null,
    },
  });
}
