import 'server-only';
import { db, type Prisma } from '@/lib/core/db';
import { ConflictError } from '@/lib/core/errors';
import { studentsHoldingPlaces } from '@/lib/enrollment-facts/students-holding-places';

/**
 * A service with a capacity (a group class or course) sells at most that many places; a place is
 * held by an active enrollment or by a checkout in progress (its reservation). Beyond that the buyer
 * is sent to the waitlist (409 SERVICE_FULL). A student who already holds a place may buy again (a
 * renewal or another package) without taking a second one. Checked before anything else, and again
 * under the service's row lock when the checkout's reservation is taken (start-enrollment-checkout),
 * so concurrent buyers cannot share the last place; see docs/decisions/0019.
 */
export async function assertServiceHasRoom(
  service: { id: string; capacity: number | null; teacher: { id: string } },
  studentId: string | null,
  client: Prisma.TransactionClient = db,
) {
  if (service.capacity == null) return;
  const holders = await studentsHoldingPlaces({ teacherId: service.teacher.id, serviceId: service.id }, client);
  if (holders.size < service.capacity) return;
  if (studentId && holders.has(studentId)) return;
  throw new ConflictError('This service is full. Join its waitlist to be told when a place opens', 'SERVICE_FULL');
}
