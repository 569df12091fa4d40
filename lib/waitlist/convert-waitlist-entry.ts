import 'server-only';
import type { Prisma } from '@/lib/core/db';

/**
 * A student who books or enrolls in a service leaves its line: their waiting or notified entry
 * becomes `converted`, in the caller's transaction. No entry: nothing to do. Returns whether one
 * was converted.
 */
export async function convertWaitlistEntry(
  tx: Prisma.TransactionClient,
  { teacherId, serviceId, studentId }: { teacherId: string; serviceId: string; studentId: string },
): Promise<boolean> {
  const { count } = await tx.waitlistEntry.updateMany({
    where: { teacherId, serviceId, studentId, status: { in: ['waiting', 'notified'] } },
    data: { status: 'converted' },
  });
  return count > 0;
}
