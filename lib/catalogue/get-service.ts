import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { publicServiceSelect } from './public-service-fields';

/** One service of the signed-in teacher; another teacher's service is reported as missing. */
export async function getService({ teacherId, serviceId }: { teacherId: string; serviceId: string }) {
  const service = await db.service.findFirst({
    where: { id: serviceId, teacherId, deletedAt: null },
    select: {
      ...publicServiceSelect,
      status: true,
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
