import type Stripe from 'stripe';
import type { Prisma } from '@/lib/core/db';
import type { Payment } from '@/generated/prisma/client';

/**
 * Brings our refund rows in line with the charge. Each processor refund is matched by its id, or by
 * the `lektioRefundId` metadata our refund endpoint sets (the event can arrive before that endpoint
 * has stored the processor's id); refunds made elsewhere get a row of their own. When the event does
 * not list the refunds (the processor omits the list unless expanded), pending rows that fit inside
 * the refunded total are marked succeeded and any remainder is recorded as one row.
 */
export async function syncRefundRows(tx: Prisma.TransactionClient, payment: Payment, charge: Stripe.Charge) {
  const listed = charge.refunds?.data;
  if (listed) {
    for (const refund of listed) await syncListedRefund(tx, payment, refund);
    return;
  }
  const rows = await tx.refund.findMany({ where: { paymentId: payment.id, status: { in: ['pending', 'succeeded'] } } });
  const known = rows.reduce((sum, row) => sum + row.amount, 0);
  if (known <= charge.amount_refunded) {
    await tx.refund.updateMany({ where: { paymentId: payment.id, status: 'pending' }, data: { status: 'succeeded' } });
  }
  if (charge.amount_refunded > known) {
    await tx.refund.create({
      data: {
        teacherId: payment.teacherId,
        paymentId: payment.id,
        amount: charge.amount_refunded - known,
        currency: payment.currency,
        reason: 'refunded at the processor',
        status: 'succeeded',
      },
    });
  }
}

const refundStatus = (status: string | null) =>
  status === 'succeeded'
    ? 'succeeded'
    : status === 'failed'
      ? 'failed'
      : status === 'canceled'
        ? 'cancelled'
        : 'pending';

async function syncListedRefund(tx: Prisma.TransactionClient, payment: Payment, refund: Stripe.Refund) {
  const ours = refund.metadata?.lektioRefundId;
  const existing = await tx.refund.findFirst({
    where: { paymentId: payment.id, OR: [{ pspRefundId: refund.id }, ...(ours ? [{ id: ours }] : [])] },
  });
  const status = refundStatus(refund.status);
  if (existing) {
    await tx.refund.update({ where: { id: existing.id }, data: { pspRefundId: refund.id, status } });
    return;
  }
  await tx.refund.create({
    data: {
      teacherId: payment.teacherId,
      paymentId: payment.id,
      amount: refund.amount,
      currency: payment.currency,
      reason: refund.reason ?? 'refunded at the processor',
      pspRefundId: refund.id,
      status,
    },
  });
}
