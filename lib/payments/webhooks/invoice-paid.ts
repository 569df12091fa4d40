import type Stripe from 'stripe';
import { log } from '@/lib/core/log';
import { idOf } from './activate-paid-enrollment';
import { EventNotReadyError } from './event-not-ready-error';
import { renewSubscriptionEnrollment } from './renew-subscription-enrollment';
import { teacherForEvent } from './teacher-for-event';
import type { HandlerContext } from './webhook-effects';

/**
 * A subscription invoice was paid. The first one (billing_reason subscription_create) belongs to the
 * checkout, which already granted the first period: it only lends its payment intent to that
 * payment (refunds need it). Every later one renews the enrollment.
 */
export async function handleInvoicePaid({ tx, event, effects }: HandlerContext<Stripe.InvoicePaidEvent>) {
  const invoice = event.data.object;
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  const teacher = await teacherForEvent(tx, event);
  if (!subscriptionId || !teacher) {
    log.warn(
      { eventId: event.id, account: event.account },
      'paid invoice that is not one of our subscriptions; ignored',
    );
    return;
  }
  const paymentIntentId = idOf(invoice.payments?.data[0]?.payment.payment_intent);
  if (invoice.billing_reason === 'subscription_create') {
    const payment = await tx.payment.findFirst({ where: { teacherId: teacher.id, pspInvoiceId: invoice.id } });
    if (!payment) throw new EventNotReadyError(`The checkout of invoice ${invoice.id} is not recorded yet`);
    if (!payment.pspPaymentIntentId && paymentIntentId) {
      await tx.payment.update({ where: { id: payment.id }, data: { pspPaymentIntentId: paymentIntentId } });
      effects.followUp({ name: 'payments/payment.received', data: { paymentId: payment.id, receipt: false } });
    }
    return;
  }
  await renewSubscriptionEnrollment(tx, teacher, { invoice, subscriptionId, paymentIntentId }, effects);
}
