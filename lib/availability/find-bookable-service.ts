import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';

/**
 * A service a visitor may book, with what availability needs of its teacher: active, not private,
 * not deleted, and of the teacher of `teacherSlug` (unlisted ones are reachable by direct link).
 * Anything else is 404, the same as a missing service.
 */
export async function findBookableService(teacherSlug: string, serviceId: string) {
  const service = await db.service.findFirst({
    where: {
      id: serviceId,
      status: 'active',
      isPrivate: false,
      deletedAt: null,
      teacher: { slug: teacherSlug, deletedAt: null },
    },
    select: {
      durationMinutes: true,
      groupType: true,
      teacher: { select: { id: true, timezone: true, bufferMinutes: true } },
    },
  });
  if (!service) throw new NotFoundError('Service');
  return service;
}
