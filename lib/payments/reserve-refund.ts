import { db } from '@/lib/core/db';
import { BusinessRuleError } from '@/lib/core/errors';
import type { Payment, Refund } from '@/generated/prisma/client';

/**
 * Takes the amount out of what is still refundable, under a row lock on the payment so that two
 * refunds at once cannot both see the same remainder. Refundable = paid - max(refunded as the
 * processor reported it, pending + succeeded refund rows). A key seen before returns its row
 * (`alreadySent`), unless that attempt failed: then the same row is reserved again.
 */
export async function reserveRefund(input: {
  payment: Payment;
  amount: number | undefined;
  reason: string | undefined;
  idempotencyKey: string;
}): Promise<{ refund: Refund; alreadySent: boolean }> {
  const { payment } = input;
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM payments WHERE id = ${payment.id}::uuid FOR UPDATE`;
    const earlier = await tx.refund.findUnique({
      where: { paymentId_idempotencyKey: { paymentId: payment.id, idempotencyKey: input.idempotencyKey } },
    });
    const rows = await tx.refund.findMany({
      where: { paymentId: payment.id, status: { in: ['pending', 'succeeded'] }, id: { not: earlier?.id } },
      select: { amount: true },
    });
    const current = await tx.payment.findUniqueOrThrow({ where: { id: payment.id }, select: { refundedAmount: true } });
    const taken = Math.max(
      current.refundedAmount,
      rows.reduce((sum, row) => sum + row.amount, 0),
    );
    const refundable = payment.amount - taken;

    if (earlier && earlier.status !== 'failed') return { refund: earlier, alreadySent: true };
    const amount = earlier?.amount ?? input.amount ?? refundable;
    if (refundable <= 0)
      throw new BusinessRuleError('REFUND_EXCEEDS_PAYMENT', 'This payment is already fully refunded');
    if (amount > refundable) {
      throw new BusinessRuleError(
        'REFUND_EXCEEDS_PAYMENT',
        `At most ${refundable} (minor units) can still be refunded on this payment`,
        [{ path: 'amount', message: `Must be at most ${refundable}` }],
      );
    }
    // A failed earlier attempt is tried again under its own key (and row), never as a second refund.
    if (earlier) {
      return {
        refund: await tx.refund.update({ where: { id: earlier.id }, data: { status: 'pending' } }),
        alreadySent: false,
      };
    }
    const refund = await tx.refund.create({
      data: {
        teacherId: payment.teacherId,
        paymentId: payment.id,
        amount,
        currency: payment.currency,
        reason: input.reason ?? null,
        idempotencyKey: input.idempotencyKey,
        status: 'pending',
      },
    });
    return { refund, alreadySent: false };
  });
}
