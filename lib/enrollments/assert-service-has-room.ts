import 'server-only';
import { db } from '@/lib/core/db';
import { ConflictError } from '@/lib/core/errors';

/**
 * A service with a capacity (a group class or course) sells at most that many active enrollments;
 * beyond it the buyer is sent to the waitlist (409 SERVICE_FULL). A student already enrolled holds a
 * place and may buy again (a renewal or another package). Checked when the checkout starts: two
 * buyers paying for the last place at the same moment can both complete (accepted; the teacher sees
 * the roster over capacity and decides), see docs/decisions/0019-student-booking-and-waitlist.md.
 */
export async function assertServiceHasRoom(
  service: { id: string; capacity: number | null; teacher: { id: string } },
  studentId: string | null,
) {
  if (service.capacity == null) return;
  const where = { teacherId: service.teacher.id, serviceId: service.id, status: 'active' as const };
  if ((await db.enrollment.count({ where })) < service.capacity) return;
  if (studentId && (await db.enrollment.count({ where: { ...where, studentId } })) > 0) return;
  throw new ConflictError('This service is full. Join its waitlist to be told when a place opens', 'SERVICE_FULL');
}
