import type { Prisma } from '@/lib/core/db';

/**
 * Records the redemption of a discount now that its payment is confirmed (spec: uses are recorded
 * only then). The counter moves with a guard in the same UPDATE (`usesCount < maxUses`), so two
 * concurrent payments can never push it past maxUses.
 *
 * When the guard refuses (the last use was taken between validation and payment) the payment still
 * stands: the student has paid the discounted price and refusing it now would need a refund the
 * teacher did not ask for. The use row is still written (it is true), the counter stays at its
 * maximum, and the caller notes `discountOverflow` in the audit entry so the teacher can see it.
 */
export async function recordDiscountUse(
  tx: Prisma.TransactionClient,
  enrollment: { id: string; teacherId: string; studentId: string; discountCodeId: string; discountAmount: number; currency: string },
): Promise<{ overflow: boolean }> {
  const counted = await tx.discountCode.updateMany({
    where: {
      id: enrollment.discountCodeId,
      teacherId: enrollment.teacherId,
      OR: [{ maxUses: null }, { usesCount: { lt: tx.discountCode.fields.maxUses } }],
    },
    data: { usesCount: { increment: 1 } },
  });
  await tx.discountCodeUse.create({
    data: {
      teacherId: enrollment.teacherId,
      discountCodeId: enrollment.discountCodeId,
      studentId: enrollment.studentId,
      enrollmentId: enrollment.id,
      amount: enrollment.discountAmount,
      currency: enrollment.currency,
    },
  });
  return { overflow: counted.count === 0 };
}
