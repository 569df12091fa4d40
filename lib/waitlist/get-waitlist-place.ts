import 'server-only';
import { NotFoundError } from '@/lib/core/errors';
import { findWaitlistPlace } from './find-waitlist-place';
import type { TWaitlistPlace } from './schemas';
import type { WaitlistStudent } from './waitlist-student';

/** The student's place on a service's waitlist; 404 when not waiting (never joined, left, converted). */
export async function getWaitlistPlace({
  student,
  serviceId,
}: {
  student: WaitlistStudent;
  serviceId: string;
}): Promise<TWaitlistPlace> {
  const place = await findWaitlistPlace({ teacherId: student.teacherId, studentId: student.id, serviceId });
  if (!place) throw new NotFoundError('Waitlist entry');
  return place;
}
