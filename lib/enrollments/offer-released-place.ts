import 'server-only';
import { db } from '@/lib/core/db';
import { offerFreedPlace } from '@/lib/waitlist/offer-freed-place';
import { studentsHoldingPlaces } from '@/lib/enrollment-facts/students-holding-places';

/**
 * After a checkout's reservation was released (committed): when that really freed a place of a
 * service with a capacity (the student holds no other, and the class is now under its capacity),
 * the first student waiting is offered it. Never throws (offerFreedPlace logs its own failures).
 */
export async function offerReleasedPlace({
  teacherId,
  serviceId,
  studentId,
}: {
  teacherId: string;
  serviceId: string;
  studentId: string;
}): Promise<{ offered: boolean }> {
  const service = await db.service.findFirst({ where: { id: serviceId, teacherId }, select: { capacity: true } });
  // Without a capacity nothing was ever full, so nobody waits for a place.
  if (service?.capacity == null) return { offered: false };
  const holders = await studentsHoldingPlaces({ teacherId, serviceId });
  if (holders.has(studentId) || holders.size >= service.capacity) return { offered: false };
  await offerFreedPlace({ teacherId, serviceId });
  return { offered: true };
}
