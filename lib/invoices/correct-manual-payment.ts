import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { BusinessRuleError, ConflictError, NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { toManualPayment } from './manual-payment-view';
import type { TCorrectManualPaymentInput, TManualPayment } from './schemas';
import { settleInvoice } from './settle-invoice';

/**
 * Takes back (part of) a payment recorded by hand, the only way to undo one: the payment stays and a
 * correction is recorded against it as a succeeded refund row with its reason (decision 0093), so
 * Revenue falls by the amount in the month of the payment, exactly as for a processor refund, and
 * the history shows both. An invoice it settled is settled again. Card payments are refunded
 * through the processor instead (409 here).
 */
export async function correctManualPayment({
  teacherId,
  paymentId,
  input,
  meta,
}: {
  teacherId: string;
  paymentId: string;
  input: TCorrectManualPaymentInput;
  meta?: RequestMeta;
}): Promise<TManualPayment> {
  return transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "payments" WHERE "id" = ${paymentId}::uuid AND "teacherId" = ${teacherId}::uuid FOR UPDATE`;
    if (locked.length === 0) throw new NotFoundError('Payment');
    const payment = await tx.payment.findUniqueOrThrow({ where: { id: paymentId, teacherId } });
    if (payment.method === 'card') {
      throw new ConflictError('A card payment is refunded through the processor', 'INVALID_STATE');
    }
    const left = payment.amount - payment.refundedAmount;
    const amount = input.amount ?? left;
    if (left <= 0) throw new BusinessRuleError('REFUND_EXCEEDS_PAYMENT', 'This payment is already fully corrected');
    if (amount > left) {
      throw new BusinessRuleError('REFUND_EXCEEDS_PAYMENT', `At most ${left} (minor units) can still be corrected`, [
        { path: 'amount', message: `Must be at most ${left}` },
      ]);
    }
    await tx.refund.create({
      data: { teacherId, paymentId, amount, currency: payment.currency, reason: input.reason, status: 'succeeded' },
    });
    const refundedAmount = payment.refundedAmount + amount;
    const updated = await tx.payment.update({
      where: { id: paymentId, teacherId },
      data: { refundedAmount, status: refundedAmount >= payment.amount ? 'refunded' : 'partially_refunded' },
    });
    if (payment.invoiceId) {
      await tx.$queryRaw`SELECT "id" FROM "invoices" WHERE "id" = ${payment.invoiceId}::uuid FOR UPDATE`;
      await settleInvoice(tx, teacherId, payment.invoiceId);
    }
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'payment.correct_manual',
      entity: { type: 'payment', id: paymentId },
      before: { refundedAmount: payment.refundedAmount, status: payment.status },
      after: { refundedAmount: updated.refundedAmount, status: updated.status },
      metadata: { amount, reason: input.reason },
      request: meta,
    });
    return toManualPayment(updated);
  });
}
