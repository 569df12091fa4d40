import type Stripe from 'stripe';
import { idOf } from './activate-paid-enrollment';
import { EventNotReadyError } from './event-not-ready-error';
import { paymentForCharge } from './payment-for-charge';
import { syncRefundRows } from './sync-refund-rows';
import { teacherForEvent } from './teacher-for-event';
import type { HandlerContext } from './webhook-effects';

/**
 * Money went back to the payer (through our refund endpoint or the processor's dashboard). The
 * charge's `amount_refunded` is the truth for the payment; refund rows are matched or created. A
 * refund for a payment we have not recorded yet waits (the processor retries).
 */
export async function handleChargeRefunded({ tx, event, effects }: HandlerContext<Stripe.ChargeRefundedEvent>) {
  const charge = event.data.object;
  const teacher = await teacherForEvent(tx, event);
  if (!teacher) return;
  const payment = await paymentForCharge(tx, teacher, {
    chargeId: charge.id,
    paymentIntentId: idOf(charge.payment_intent),
  });
  if (!payment) throw new EventNotReadyError(`The payment of charge ${charge.id} is not recorded yet`);

  await syncRefundRows(tx, payment, charge);
  // Refund events can overtake each other; the refunded total only ever grows.
  const refundedAmount = Math.max(payment.refundedAmount, charge.amount_refunded);
  if (refundedAmount === payment.refundedAmount && payment.pspChargeId === charge.id) return;
  const status =
    refundedAmount >= payment.amount ? 'refunded' : refundedAmount > 0 ? 'partially_refunded' : payment.status;
  await tx.payment.update({
    where: { id: payment.id },
    data: { refundedAmount, status, pspChargeId: payment.pspChargeId ?? charge.id },
  });
  if (refundedAmount === payment.refundedAmount) return;
  effects.audit({
    teacherId: teacher.id,
    action: 'payment.refund',
    entity: { type: 'payment', id: payment.id },
    before: { refundedAmount: payment.refundedAmount, status: payment.status },
    after: { refundedAmount, status },
    metadata: { chargeId: charge.id, currency: payment.currency },
  });
}
