import type Stripe from 'stripe';
import type { HandlerContext } from '@/lib/payments/webhook-effects';
import { idOf } from './activate-paid-enrollment';
import { EventNotReadyError } from './event-not-ready-error';
import { namesOurRecord } from './ours-by-metadata';
import { paymentForCharge } from './payment-for-charge';
import { syncRefundRows } from './sync-refund-rows';
import { noTeacherForAccount, teacherForEvent } from './teacher-for-event';

/**
 * Money went back to the payer (through our refund endpoint or the processor's dashboard). The
 * charge's `amount_refunded` is the truth for the payment; refund rows are matched or created. A
 * refund of one of our payments not recorded yet waits (the processor retries); a refund of a charge
 * Lektio never created (the account also sells elsewhere) is acknowledged and ignored.
 */
export async function handleChargeRefunded({ tx, event, effects }: HandlerContext<Stripe.ChargeRefundedEvent>) {
  const charge = event.data.object;
  const teacher = await teacherForEvent(tx, event);
  if (!teacher) return effects.ignore(noTeacherForAccount);
  const payment = await paymentForCharge(tx, teacher, {
    chargeId: charge.id,
    paymentIntentId: idOf(charge.payment_intent),
  });
  if (!payment) {
    if (await namesOurRecord(tx, teacher, charge.metadata)) {
      throw new EventNotReadyError(`The payment of charge ${charge.id} is not recorded yet`);
    }
    return effects.ignore(`Charge ${charge.id} is not a payment made through Lektio`);
  }

  await syncRefundRows(tx, payment, charge);
  // Refund events can overtake each other; the refunded total only ever grows.
  const refundedAmount = Math.max(payment.refundedAmount, charge.amount_refunded);
  if (refundedAmount === payment.refundedAmount && payment.pspChargeId === charge.id) {
    return effects.ignore(`The refunds of charge ${charge.id} are recorded already`);
  }
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
