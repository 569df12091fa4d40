import 'server-only';
import { db, type Prisma } from '@/lib/core/db';
import { heldReservation } from './held-reservation';

/**
 * The students who hold a place of a service: an active enrollment, or a checkout in progress (a
 * reservation). A student holds one place however many enrollments they have (a renewal, a second
 * package), so a capacity counts these students, not rows.
 */
export async function studentsHoldingPlaces(
  { teacherId, serviceId }: { teacherId: string; serviceId: string },
  client: Prisma.TransactionClient = db,
): Promise<Set<string>> {
  const rows = await client.enrollment.findMany({
    where: { teacherId, serviceId, OR: [{ status: 'active' }, heldReservation] },
    distinct: ['studentId'],
    select: { studentId: true },
  });
  return new Set(rows.map((row) => row.studentId));
}
