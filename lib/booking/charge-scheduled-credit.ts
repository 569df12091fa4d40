import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { creditCountsSelect, remainingCredits } from '@/lib/enrollment-facts/remaining-credits';

/**
 * Takes one scheduled credit of the student's active, unexpired enrollment in the service that has
 * a credit left (the soonest to expire first), inside the caller's transaction; null when there is
 * none (the session is then booked without enrollment). The credits CHECK of the database refuses
 * an overdraft if two bookings race for the last credit.
 */
export async function chargeScheduledCredit(
  tx: Prisma.TransactionClient,
  { teacherId, serviceId, studentId, now }: { teacherId: string; serviceId: string; studentId: string; now: Date },
): Promise<string | null> {
  const enrollments = await tx.enrollment.findMany({
    where: {
      teacherId,
      serviceId,
      studentId,
      status: 'active',
      OR: [{ validUntil: null }, { validUntil: { gt: now } }],
    },
    orderBy: [{ validUntil: { sort: 'asc', nulls: 'last' } }, { createdAt: 'asc' }],
    select: {
      id: true,
      ...creditCountsSelect,
    },
  });
  const usable = enrollments.find((enrollment) => remainingCredits(enrollment) > 0);
  if (!usable) return null;
  await tx.enrollment.update({ where: { id: usable.id }, data: { sessionsScheduled: { increment: 1 } } });
  return usable.id;
}
