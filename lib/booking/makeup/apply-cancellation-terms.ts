import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { dayMs } from '@/lib/core/time';
import type { PolicyOutcome, SessionBilling } from '../evaluate-cancellation-policy';

export type GivenMakeupCredit = { id: string; expiresAt: Date };

/** The answer's shape of a given credit (ZGivenMakeupCredit). */
export const givenCredit = (credit: GivenMakeupCredit | null) =>
  credit && { id: credit.id, expiresAt: credit.expiresAt.toISOString() };

type CancelledLesson = {
  id: string;
  teacherId: string;
  serviceId: string;
  studentId: string | null;
  enrollmentId: string | null;
};

/**
 * What a cancelled lesson leaves behind under its service's billing (issue 35), in the cancel's
 * transaction, after the evaluator decided:
 * - monthly tuition, outcome `makeup` (decision 0155): the student gets a make-up credit valid
 *   `makeupValidDays` from now. A make-up lesson cancelled with notice gives its credit back (same
 *   expiry: cancelling cannot stretch a credit); cancelled late, the credit stays used.
 * - post-paid, a late cancel the policy charges (`partial` or `forfeit`, decision 0156): the share of
 *   the price it keeps is owed on the balance (`balanceFeePercent`, read by `unbilledCharges`).
 * Anything else leaves nothing. Answers the make-up credit given or given back, if any.
 */
export async function applyCancellationTerms(
  tx: Prisma.TransactionClient,
  {
    session,
    billing,
    outcome,
    now,
  }: { session: CancelledLesson; billing: SessionBilling; outcome: PolicyOutcome; now: Date },
): Promise<GivenMakeupCredit | null> {
  if (!outcome.allowed || !session.studentId) return null;
  if (billing === 'postpaid' && outcome.creditEffect !== 'return' && outcome.penaltyPercent > 0) {
    await tx.session.update({
      where: { id: session.id, teacherId: session.teacherId },
      data: { balanceFeePercent: outcome.penaltyPercent },
    });
    return null;
  }
  if (outcome.creditEffect !== 'makeup') return null;
  const used = await tx.makeupCredit.findFirst({
    where: { teacherId: session.teacherId, usedSessionId: session.id },
    select: { id: true, expiresAt: true },
  });
  if (used) {
    await tx.makeupCredit.update({ where: { id: used.id }, data: { usedSessionId: null, usedAt: null } });
    return used;
  }
  return tx.makeupCredit.upsert({
    where: { sourceSessionId: session.id },
    update: {},
    create: {
      teacherId: session.teacherId,
      studentId: session.studentId,
      serviceId: session.serviceId,
      sourceSessionId: session.id,
      enrollmentId: session.enrollmentId,
      expiresAt: new Date(now.getTime() + (outcome.makeupValidDays ?? 0) * dayMs),
    },
    select: { id: true, expiresAt: true },
  });
}
