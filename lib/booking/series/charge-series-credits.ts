import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { creditCountsSelect, remainingCredits } from '@/lib/enrollment-facts/remaining-credits';

type Owner = { teacherId: string; serviceId: string; studentId: string; now: Date };

/** The student's usable enrollments in the service, in the order chargeScheduledCredit takes them. */
function usableEnrollments(client: Prisma.TransactionClient, { teacherId, serviceId, studentId, now }: Owner) {
  return client.enrollment.findMany({
    where: {
      teacherId,
      serviceId,
      studentId,
      status: 'active',
      OR: [{ validUntil: null }, { validUntil: { gt: now } }],
    },
    orderBy: [{ validUntil: { sort: 'asc', nulls: 'last' } }, { createdAt: 'asc' }],
    select: { id: true, ...creditCountsSelect },
  });
}

/** Sessions left to book on the student's active, unexpired enrollments in the service. */
export async function remainingSeriesCredits(client: Prisma.TransactionClient, owner: Owner): Promise<number> {
  const enrollments = await usableEnrollments(client, owner);
  return enrollments.reduce((sum, enrollment) => sum + Math.max(0, remainingCredits(enrollment)), 0);
}

/**
 * Charges one scheduled credit per occurrence, exactly as `count` single bookings in a row would
 * (chargeScheduledCredit: the soonest-expiring enrollment with a credit left first), in one read and
 * one update per enrollment used. Answers the enrollment of each occurrence, null past the credits
 * (booked without enrollment). The credits CHECK refuses an overdraft if a concurrent booking took
 * the same credits meanwhile, rolling the whole series back.
 */
export async function chargeSeriesCredits(
  tx: Prisma.TransactionClient,
  owner: Owner & { count: number },
): Promise<(string | null)[]> {
  const enrollments = await usableEnrollments(tx, owner);
  const charged: (string | null)[] = [];
  const taken = new Map<string, number>();
  for (const enrollment of enrollments) {
    const available = Math.max(0, remainingCredits(enrollment));
    const take = Math.min(available, owner.count - charged.length);
    if (take <= 0) continue;
    taken.set(enrollment.id, take);
    for (let i = 0; i < take; i++) charged.push(enrollment.id);
  }
  for (const [id, take] of taken) {
    await tx.enrollment.update({ where: { id }, data: { sessionsScheduled: { increment: take } } });
  }
  while (charged.length < owner.count) charged.push(null);
  return charged;
}
