import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { readBookingQuestions } from './booking-questions-fields';
import type { TBookingQuestion } from './booking-questions-schemas';
import { ownServiceWhere } from './teacher-service-fields';

/** GET /api/teacher/services/:id/questions: the questions in the booker's order. Another teacher's service is 404. */
export async function listBookingQuestions({
  teacherId,
  serviceId,
}: {
  teacherId: string;
  serviceId: string;
}): Promise<TBookingQuestion[]> {
  const service = await db.service.findFirst({
    where: ownServiceWhere(teacherId, serviceId),
    select: { bookingQuestions: true },
  });
  if (!service) throw new NotFoundError('Service');
  return readBookingQuestions(service.bookingQuestions);
}
