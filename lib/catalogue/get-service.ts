import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';

/** One service of the signed-in teacher; another teacher's service is reported as missing. */
export async function getService({ teacherId, serviceId }: { teacherId: string; serviceId: string }) {
  const service = await db.service.findFirst({
    where: { id: serviceId, teacherId, deletedAt: null },
    select: {
      id: true,
      slug: true,
      name: true,
      description: true,
      deliveryMode: true,
      groupType: true,
      structure: true,
      status: true,
      priceAmount: true,
      currency: true,
      durationMinutes: true,
      isTrial: true,
      isUnlisted: true,
      isPrivate: true,
      sortOrder: true,
      createdAt: true,
      updatedAt: true,
    },
  });
  if (!service) throw new NotFoundError('Service');
  return { ...service, createdAt: service.createdAt.toISOString(), updatedAt: service.updatedAt.toISOString() };
}
