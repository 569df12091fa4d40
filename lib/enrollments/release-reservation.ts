import 'server-only';
import type { Prisma } from '@/lib/core/db';

/**
 * Releases a checkout's reservation: its enrollment, if still pending_payment, becomes cancelled (kept,
 * not deleted: the audit trail and any signatures point at it, and a cancelled enrollment counts
 * nowhere), which frees its place and its discount use. A conditional update, so a payment confirmed
 * meanwhile wins and a second release does nothing. Returns what was released, or null. The caller
 * audits (with its own actor) and, once committed, offers the place (offerReleasedPlace).
 */
export async function releaseReservation(
  client: Prisma.TransactionClient,
  { teacherId, enrollmentId, now = new Date() }: { teacherId: string; enrollmentId: string; now?: Date },
): Promise<{ serviceId: string; studentId: string; cancelledAt: Date } | null> {
  const [released] = await client.enrollment.updateManyAndReturn({
    where: { id: enrollmentId, teacherId, status: 'pending_payment' },
    data: { status: 'cancelled', cancelledAt: now },
    select: { serviceId: true, studentId: true },
  });
  return released ? { ...released, cancelledAt: now } : null;
}
