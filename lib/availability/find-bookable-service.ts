import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';

/**
 * A service a visitor may book: active, not private, not deleted, and of the teacher of
 * `teacherSlug` (unlisted ones are reachable by direct link). Anything else is 404, the same as a
 * missing service. One statement: the teacher is filtered on, not loaded.
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
    select: { teacherId: true, durationMinutes: true, groupType: true },
  });
  if (!service) throw new NotFoundError('Service');
  return service;
}
