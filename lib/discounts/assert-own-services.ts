import 'server-only';
import { db } from '@/lib/core/db';
import { ValidationError } from '@/lib/core/errors';

/**
 * A code may only name the teacher's own (non-deleted) services. Ids of another teacher are reported
 * exactly like ids that do not exist: 400 on the field, never a 404 (the code exists, the body is wrong).
 */
export async function assertOwnServices(teacherId: string, serviceIds: string[] | undefined) {
  if (!serviceIds?.length) return;
  const found = await db.service.findMany({
    where: { teacherId, deletedAt: null, id: { in: serviceIds } },
    select: { id: true },
  });
  const known = new Set(found.map((service) => service.id));
  const unknown = serviceIds.filter((id) => !known.has(id));
  if (unknown.length) {
    throw new ValidationError('The request is not valid', [
      { path: 'applicableServiceIds', message: `Unknown service(s): ${unknown.join(', ')}` },
    ]);
  }
}
