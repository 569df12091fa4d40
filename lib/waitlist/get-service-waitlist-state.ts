import 'server-only';
import { db } from '@/lib/core/db';
import { studentsHoldingPlaces } from '@/lib/enrollment-facts/students-holding-places';
import { findWaitlistPlace } from './find-waitlist-place';
import type { TWaitlistPlace } from './schemas';

export type ServiceWaitlistState = { full: false } | { full: true; enrolled: boolean; place: TWaitlistPlace | null };

/**
 * What a viewer of a service's public page sees about its waitlist (`studentId`: a signed-in student
 * of the service's teacher; null for a visitor, who holds no place and waits nowhere). A
 * service is full when it has a capacity (group services) and the students holding its places (an
 * active enrollment or a checkout in progress) reach it; then whether this student holds one (and so
 * may buy again), and their place when they are waiting.
 */
export async function getServiceWaitlistState({
  serviceId,
  studentId,
}: {
  serviceId: string;
  studentId: string | null;
}): Promise<ServiceWaitlistState> {
  const service = await db.service.findFirst({
    where: { id: serviceId, deletedAt: null },
    select: { teacherId: true, capacity: true },
  });
  if (!service || service.capacity == null) return { full: false };
  // Both reads are scoped to the service's teacher: another teacher's student simply has nothing here.
  const { teacherId } = service;
  const holders = await studentsHoldingPlaces({ teacherId, serviceId });
  if (holders.size < service.capacity) return { full: false };
  if (!studentId) return { full: true, enrolled: false, place: null };
  const place = await findWaitlistPlace({ teacherId, studentId, serviceId });
  return { full: true, enrolled: holders.has(studentId), place };
}
