import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { BusinessRuleError } from '@/lib/core/errors';

type CreditOwner = { teacherId: string; studentId: string; serviceId: string; makeupCreditId: string; now: Date };

const unavailable = () =>
  new BusinessRuleError('MAKEUP_CREDIT_UNAVAILABLE', 'This make-up credit is used, expired or not for this lesson', [
    { path: 'makeupCreditId', message: 'Choose an open make-up credit of this service' },
  ]);

/**
 * The student's open make-up credit for this service (decision 0155): theirs, of this service, not
 * used and not expired; anything else (another student's, another teacher's) is 422
 * MAKEUP_CREDIT_UNAVAILABLE, never a hint that it exists.
 */
export async function findUsableMakeupCredit(tx: Prisma.TransactionClient, owner: CreditOwner) {
  const credit = await tx.makeupCredit.findFirst({
    where: {
      id: owner.makeupCreditId,
      teacherId: owner.teacherId,
      studentId: owner.studentId,
      serviceId: owner.serviceId,
      usedSessionId: null,
      expiresAt: { gt: owner.now },
    },
    select: { id: true, enrollmentId: true },
  });
  if (!credit) throw unavailable();
  return credit;
}

/**
 * Books the make-up lesson onto the credit, in the booking's transaction: the lesson goes back onto
 * the enrollment it left (when it had one), and the credit is used by this session. The update is
 * conditional on the credit still being open, so of two bookings racing for one credit the second
 * writes nothing and is refused (its transaction rolls back).
 */
export async function spendMakeupCredit(
  tx: Prisma.TransactionClient,
  input: { teacherId: string; creditId: string; enrollmentId: string | null; sessionId: string; now: Date },
) {
  const { count } = await tx.makeupCredit.updateMany({
    where: { id: input.creditId, teacherId: input.teacherId, usedSessionId: null, expiresAt: { gt: input.now } },
    data: { usedSessionId: input.sessionId, usedAt: input.now },
  });
  if (count === 0) throw unavailable();
  if (input.enrollmentId) {
    await tx.enrollment.update({
      where: { id: input.enrollmentId, teacherId: input.teacherId },
      data: { sessionsTotal: { increment: 1 }, sessionsScheduled: { increment: 1 } },
    });
  }
}
