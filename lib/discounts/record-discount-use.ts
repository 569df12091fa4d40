import 'server-only';
import type { Prisma } from '@/lib/core/db';

export type RecordDiscountUse = {
  teacherId: string;
  discountCodeId: string;
  studentId: string;
  enrollmentId: string;
  /** The discount given, minor units, in the currency of the payment. */
  amount: number;
  currency: string;
};

export type DiscountUseRecorded =
  | { recorded: true }
  /**
   * exhausted: maxUses already reached (two checkouts were open for the last use, both paid);
   * student_limit: the student reached maxUsesPerStudent meanwhile; already_recorded: a redelivery
   * for the same enrollment; not_found: the code is not the teacher's. The payment stands either way.
   */
  | { recorded: false; reason: 'exhausted' | 'student_limit' | 'already_recorded' | 'not_found' };

/**
 * Records one redemption when a payment is confirmed (`checkout.session.completed`), inside the
 * caller's transaction. The counter moves first, by one conditional UPDATE (`usesCount < maxUses`
 * or no limit): PostgreSQL re-checks that condition on the newest row after waiting for any other
 * writer, so N concurrent confirmations can never push usesCount past maxUses. The UPDATE also holds
 * the code's row lock until the caller commits, which serialises the per-student and per-enrollment
 * checks that follow; when one of them refuses, the counter is moved back before returning.
 *
 * Whether the code was deactivated, deleted or expired since the checkout does not matter here: the
 * price was already charged with the discount, and the use is what happened.
 */
export async function recordDiscountUse(
  tx: Prisma.TransactionClient,
  use: RecordDiscountUse,
): Promise<DiscountUseRecorded> {
  const codeWhere = { id: use.discountCodeId, teacherId: use.teacherId };
  const [claimed] = await tx.discountCode.updateManyAndReturn({
    where: { ...codeWhere, OR: [{ maxUses: null }, { usesCount: { lt: tx.discountCode.fields.maxUses } }] },
    data: { usesCount: { increment: 1 } },
    select: { maxUsesPerStudent: true },
  });
  if (!claimed) {
    const exists = await tx.discountCode.count({ where: codeWhere });
    return { recorded: false, reason: exists ? 'exhausted' : 'not_found' };
  }

  const refusal = await refusalAfterClaim(tx, use, claimed.maxUsesPerStudent);
  if (refusal) {
    await tx.discountCode.update({ where: { id: use.discountCodeId }, data: { usesCount: { decrement: 1 } } });
    return { recorded: false, reason: refusal };
  }
  await tx.discountCodeUse.create({ data: use });
  return { recorded: true };
}

async function refusalAfterClaim(
  tx: Prisma.TransactionClient,
  use: RecordDiscountUse,
  maxUsesPerStudent: number | null,
): Promise<'already_recorded' | 'student_limit' | null> {
  if (await tx.discountCodeUse.count({ where: { enrollmentId: use.enrollmentId } })) return 'already_recorded';
  if (maxUsesPerStudent === null) return null;
  const studentUses = await tx.discountCodeUse.count({
    where: { discountCodeId: use.discountCodeId, studentId: use.studentId },
  });
  return studentUses >= maxUsesPerStudent ? 'student_limit' : null;
}
