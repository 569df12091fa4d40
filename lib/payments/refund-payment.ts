import 'server-only';
import { createHash } from 'node:crypto';
import { recordAudit, type AuditEntry } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { BusinessRuleError, ConflictError, NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { createRefund } from '@/lib/integrations/psp/create-refund';
import { isInfrastructureFailure } from '@/lib/integrations/psp/is-infrastructure-failure';
import { transaction } from '@/lib/outbox/transaction';
import type { Refund } from '@/generated/prisma/client';
import { reserveRefund } from './reserve-refund';
import type { TRefundPaymentInput, TRefundResult } from './schemas';

/**
 * Refunds (part of) a payment on the teacher's connected account. The amount is reserved first as a
 * `pending` refund row, under a lock on the payment, so concurrent refunds can never add up to more
 * than was paid; then the processor is asked, with an idempotency key tied to that row.
 *
 * The payment's refundedAmount and status change when the processor's `charge.refunded` arrives
 * (the processor is the truth about money that moved); this function only records the request.
 */
export async function refundPayment(
  input: TRefundPaymentInput & { teacherId: string },
  meta?: RequestMeta,
): Promise<TRefundResult> {
  const payment = await db.payment.findFirst({
    where: { id: input.paymentId, teacherId: input.teacherId },
    include: { teacher: { select: { pspAccountId: true } } },
  });
  if (!payment) throw new NotFoundError('Payment');
  if (payment.status !== 'succeeded' && payment.status !== 'partially_refunded') {
    throw new ConflictError(`A ${payment.status} payment cannot be refunded`, 'INVALID_STATE');
  }
  const accountId = payment.teacher.pspAccountId;
  if (!accountId) throw new BusinessRuleError('PSP_NOT_CONNECTED', 'Connect your payment account to refund');
  if (!payment.pspPaymentIntentId) {
    throw new ConflictError('The processor has not confirmed this payment yet', 'INVALID_STATE');
  }

  const idempotencyKey = input.idempotencyKey ?? derivedIdempotencyKey(input, payment.refundedAmount);
  const { refund, alreadySent } = await reserveRefund({
    payment,
    amount: input.amount,
    reason: input.reason,
    idempotencyKey,
  });
  // A retry of a request that already reached the processor: the same refund, nothing new.
  if (alreadySent) return refundResult(refund);

  const sent = await sendToProcessor(
    refund,
    { accountId, paymentIntentId: payment.pspPaymentIntentId, reason: input.reason },
    (stored) => ({
      teacherId: input.teacherId,
      actor: { type: 'teacher', id: input.teacherId },
      action: 'payment.refund_request',
      entity: { type: 'payment', id: payment.id },
      metadata: { refundId: stored.id, amount: stored.amount, currency: stored.currency, reason: input.reason ?? null },
      request: meta,
    }),
  );
  return refundResult(sent);
}

/**
 * Without a client key, the request itself is the key: the same amount on the same payment with
 * the same refunded total as the processor last confirmed it. A double submission (before the
 * processor has confirmed the first) gets one refund; asking again once it is confirmed (the total
 * moved) is a new refund, checked against what is left. Clients that can should send a key.
 */
function derivedIdempotencyKey(input: TRefundPaymentInput, confirmedRefunded: number): string {
  const material = `${input.paymentId}:${confirmedRefunded}:${input.amount ?? 'rest'}`;
  return `derived:${createHash('sha256').update(material).digest('hex')}`;
}

/** Asks the processor, then stores its refund id together with the audit entry of the request. */
async function sendToProcessor(
  refund: Refund,
  target: { accountId: string; paymentIntentId: string; reason: TRefundPaymentInput['reason'] },
  audit: (sent: Refund) => AuditEntry,
): Promise<Refund> {
  try {
    const created = await createRefund({
      accountId: target.accountId,
      paymentIntentId: target.paymentIntentId,
      amount: refund.amount,
      reason: target.reason,
      // Lets charge.refunded find this row even if it arrives before the update below.
      metadata: { lektioRefundId: refund.id },
      // Tied to the row: a retry after a lost answer gets the processor's first refund back.
      idempotencyKey: `refund-${refund.id}`,
    });
    return await transaction(async (tx) => {
      const sent = await tx.refund.update({ where: { id: refund.id }, data: { pspRefundId: created.id } });
      await recordAudit(tx, audit(sent));
      return sent;
    });
  } catch (error) {
    // Release the reservation; a retry with the same key re-sends under the same processor key.
    await db.refund.update({ where: { id: refund.id }, data: { status: 'failed' } });
    if (
      error instanceof Error &&
      !isInfrastructureFailure(error) &&
      'type' in error &&
      typeof error.type === 'string'
    ) {
      throw new BusinessRuleError('REFUND_REFUSED', `The processor refused the refund: ${error.message}`);
    }
    throw error;
  }
}

const refundResult = (refund: Refund): TRefundResult => ({
  id: refund.id,
  paymentId: refund.paymentId,
  amount: refund.amount,
  currency: refund.currency,
  reason: refund.reason,
  status: refund.status,
  createdAt: refund.createdAt.toISOString(),
});
