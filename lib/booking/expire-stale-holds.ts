import 'server-only';
import { db } from '@/lib/core/db';

/**
 * Marks every hold whose `holdExpiresAt` has passed `expired`, in one statement. Not needed for
 * correctness (the slot engine treats an expired hold as free and a booking marks overlapping ones
 * first); it keeps the calendar and the no-overlap constraint tidy. Returns how many were released.
 */
export async function expireStaleHolds(now: Date = new Date()): Promise<{ expired: number }> {
  const { count } = await db.session.updateMany({
    where: { status: 'hold', holdExpiresAt: { lt: now } },
    data: { status: 'expired' },
  });
  return { expired: count };
}
