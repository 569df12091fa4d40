import 'server-only';
import { db } from '@/lib/core/db';
import { findWaitlistPlace } from './find-waitlist-place';
import type { TWaitlistPlace } from './schemas';

export type ServiceWaitlistState = { full: false } | { full: true; enrolled: boolean; place: TWaitlistPlace | null };

/**
 * What a signed-in student of the service's teacher sees about a service's waitlist on its public page. A
 * service is full when it has a capacity (group services) and its active enrollments reach it;
 * then whether the student is already enrolled, and their place when they are waiting.
 */
export async function getServiceWaitlistState({
  serviceId,
  studentId,
}: {
  serviceId: string;
  studentId: string;
}): Promise<ServiceWaitlistState> {
  const service = await db.service.findFirst({
    where: { id: serviceId, deletedAt: null },
    select: { teacherId: true, capacity: true, _count: { select: { enrollments: { where: { status: 'active' } } } } },
  });
  if (!service || service.capacity == null || service._count.enrollments < service.capacity) return { full: false };
  // Both reads are scoped to the service's teacher: another teacher's student simply has nothing here.
  const { teacherId } = service;
  const [enrollment, place] = await Promise.all([
    db.enrollment.findFirst({ where: { teacherId, serviceId, studentId, status: 'active' }, select: { id: true } }),
    findWaitlistPlace({ teacherId, studentId, serviceId }),
  ]);
  return { full: true, enrolled: enrollment !== null, place };
}
