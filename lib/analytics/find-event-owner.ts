import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';

/**
 * The teacher an event belongs to, by public slug, and a check that the service it names is the
 * teacher's (another teacher's service is 404, like a missing one).
 */
export async function findEventOwner(slug: string, serviceId: string | undefined): Promise<{ teacherId: string }> {
  const teacher = await db.teacher.findFirst({ where: { slug, deletedAt: null }, select: { id: true } });
  if (!teacher) throw new NotFoundError('Teacher');
  if (serviceId) {
    const service = await db.service.findFirst({
      where: { id: serviceId, teacherId: teacher.id, deletedAt: null },
      select: { id: true },
    });
    if (!service) throw new NotFoundError('Service');
  }
  return { teacherId: teacher.id };
}
