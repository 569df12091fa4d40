import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import type { ExternalBusySource } from './external-busy-source';
import { serviceSlots } from './get-service-availability';
import type { TServiceAvailability, TServiceAvailabilityQuery } from './schemas';

type GetStudentServiceAvailability = {
  student: { id: string; teacherId: string };
  query: TServiceAvailabilityQuery;
  now?: Date;
  external?: ExternalBusySource;
};

/**
 * Free slots of a service of the signed-in student's teacher, private and unlisted ones included
 * (the portal books and reschedules them; the public endpoint hides them). Active and not deleted,
 * like the student booking accepts; anything else, or another teacher's service, is 404. Then the
 * very same computation as the public slots.
 */
export async function getStudentServiceAvailability({
  student,
  query,
  now,
  external,
}: GetStudentServiceAvailability): Promise<TServiceAvailability> {
  const service = await db.service.findFirst({
    where: {
      id: query.serviceId,
      teacherId: student.teacherId,
      status: 'active',
      deletedAt: null,
      teacher: { deletedAt: null },
    },
    select: { teacherId: true, durationMinutes: true },
  });
  if (!service) throw new NotFoundError('Service');
  return serviceSlots(service, { query, now, external });
}
