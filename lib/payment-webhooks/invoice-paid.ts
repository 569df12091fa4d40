import type Stripe from 'stripe';
import type { HandlerContext } from '@/lib/payments/webhook-effects';
import { jobEventOf, paymentReceivedEvent, subscriptionCancelRequestedEvent } from '@/lib/jobs/job-events';
import { idOf } from './activate-paid-enrollment';
import { EventNotReadyError } from './event-not-ready-error';
import { renewSubscriptionEnrollment } from './renew-subscription-enrollment';
import { subscriptionEnrollment } from './subscription-enrollment';
import { teacherForEvent } from './teacher-for-event';

/**
 * A subscription invoice was paid. The first one (billing_reason subscription_create) belongs to the
 * checkout, which already granted the first period: it only lends its payment intent to that
 * payment (refunds need it). Every later one renews the enrollment.
 *
 * Whose is it: the enrollment linked to the subscription, else the one our metadata names (the
 * invoice carries the subscription's). One still `pending_payment` means its checkout is not
 * processed yet: the event waits (500, retried). None at all: an invoice Lektio did not create,
 * acknowledged and ignored. A cancelled one is never renewed, and its subscription is cancelled at
 * the processor again (a cancellation that was lost, or a checkout paid after the enrollment was
 * cancelled).
 */
export async function handleInvoicePaid({ tx, event, effects }: HandlerContext<Stripe.InvoicePaidEvent>) {
  const invoice = event.data.object;
  const details = invoice.parent?.subscription_details;
  const subscriptionId = idOf(details?.subscription);
  const teacher = await teacherForEvent(tx, event);
  const enrollment =
    teacher && subscriptionId ? await subscriptionEnrollment(tx, teacher, subscriptionId, details?.metadata) : null;
  if (!teacher || !subscriptionId || !enrollment) {
    return effects.ignore(`Invoice ${invoice.id} is not for a subscription created through Lektio`);
  }
  if (enrollment.status === 'pending_payment') {
    throw new EventNotReadyError(`The checkout of subscription ${subscriptionId} is not recorded yet`);
  }
  if (enrollment.status === 'cancelled') {
    effects.followUp(
      jobEventOf(subscriptionCancelRequestedEvent, {
        teacherId: teacher.id,
        enrollmentId: enrollment.id,
        subscriptionId,
      }),
    );
  }
  const paymentIntentId = idOf(invoice.payments?.data[0]?.payment.payment_intent);
  if (invoice.billing_reason === 'subscription_create') {
    const payment = await tx.payment.findFirst({ where: { teacherId: teacher.id, pspInvoiceId: invoice.id } });
    if (!payment) throw new EventNotReadyError(`The checkout of invoice ${invoice.id} is not recorded yet`);
    if (!payment.pspPaymentIntentId && paymentIntentId) {
      await tx.payment.update({ where: { id: payment.id }, data: { pspPaymentIntentId: paymentIntentId } });
      effects.followUp(jobEventOf(paymentReceivedEvent, { paymentId: payment.id, receipt: false }));
      return;
    }
    return effects.ignore(`Invoice ${invoice.id} is the first of its subscription: its checkout granted the period`);
  }
  await renewSubscriptionEnrollment(tx, teacher, { invoice, enrollment, paymentIntentId }, effects);
}
