import 'server-only';
import type { Prisma } from '@/lib/core/db';

/**
 * Marks the teacher's holds over [startUtc, endUtc) whose time ran out `expired`, inside a booking's
 * transaction: the no-overlap constraint still counts a hold until its status changes, and a booking
 * must not wait for the sweep job to take a time an expired hold left free.
 */
export async function expireOverlappingHolds(
  tx: Prisma.TransactionClient,
  { teacherId, startUtc, endUtc, now }: { teacherId: string; startUtc: Date; endUtc: Date; now: Date },
) {
  await tx.session.updateMany({
    where: {
      teacherId,
      status: 'hold',
      holdExpiresAt: { lte: now },
      startUtc: { lt: endUtc },
      endUtc: { gt: startUtc },
    },
    data: { status: 'expired' },
  });
}
