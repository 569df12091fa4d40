import type Stripe from 'stripe';
import { creditRefundedReceipt } from '@/lib/invoices/credit-refunded-receipt';
import { lockInvoice } from '@/lib/invoices/lock-invoice';
import { settleInvoice } from '@/lib/invoices/settle-invoice';
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
  // Before any early return: a replay also makes a note a failed delivery missed (idempotent).
  for (const note of await creditRefundedReceipt(tx, payment)) {
    effects.audit({
      teacherId: teacher.id,
      action: 'invoice.receipt_credited',
      entity: { type: 'invoice', id: note.id },
      after: { kind: 'credit_note', number: note.number },
      metadata: { paymentId: payment.id, refundId: note.refundId },
    });
  }
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
  if (payment.invoiceId)
    await resettleInvoice(tx, { teacherId: teacher.id, invoiceId: payment.invoiceId, effects, paymentId: payment.id });
  effects.audit({
    teacherId: teacher.id,
    action: 'payment.refund',
    entity: { type: 'payment', id: payment.id },
    before: { refundedAmount: payment.refundedAmount, status: payment.status },
    after: { refundedAmount, status },
    metadata: { chargeId: charge.id, currency: payment.currency },
  });
}

/**
 * A refunded payment of an invoice (a card payment of `POST /student/invoices/:id/pay`, decision
 * 0134): the invoice's paid amount and status are recomputed from its payments under its row lock,
 * so a paid invoice refunded in part is partially paid again and its open amount is owed on the
 * balance. A pure recomputation: a repeated event changes nothing. Receipts are not invoices a
 * payment settles (their payment names no invoiceId) and stay as issued.
 */
async function resettleInvoice(
  tx: HandlerContext<Stripe.ChargeRefundedEvent>['tx'],
  {
    teacherId,
    invoiceId,
    paymentId,
    effects,
  }: {
    teacherId: string;
    invoiceId: string;
    paymentId: string;
    effects: HandlerContext<Stripe.ChargeRefundedEvent>['effects'];
  },
) {
  const before = await lockInvoice(tx, teacherId, invoiceId);
  const after = await settleInvoice(tx, teacherId, invoiceId);
  if (after.paidAmount === before.paidAmount && after.status === before.status) return;
  effects.audit({
    teacherId,
    action: 'invoice.payment_refunded',
    entity: { type: 'invoice', id: invoiceId },
    before: { status: before.status, paidAmount: before.paidAmount },
    after: { status: after.status, paidAmount: after.paidAmount },
    metadata: { paymentId },
  });
}
