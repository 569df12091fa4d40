import type Stripe from 'stripe';
import { log } from '@/lib/core/log';
import { ZCheckoutMetadata } from '@/lib/payments/checkout-metadata';
import type { HandlerContext } from '@/lib/payments/webhook-effects';
import { activatePaidEnrollment } from './activate-paid-enrollment';
import { confirmPaidTrial } from './confirm-paid-trial';
import { settleInvoiceCheckout } from './settle-invoice-checkout';
import { teacherForEvent } from './teacher-for-event';

/** A checkout was paid: an enrollment becomes active, or a paid trial's hold becomes scheduled. */
export async function handleCheckoutSessionCompleted({
  tx,
  event,
  effects,
}: HandlerContext<Stripe.CheckoutSessionCompletedEvent>) {
  const checkout = event.data.object;
  // Delayed methods (bank debits) complete unpaid and settle later; only paid checkouts grant anything.
  if (checkout.payment_status !== 'paid') {
    return effects.ignore(`Checkout ${checkout.id} completed unpaid (${checkout.payment_status}): nothing is granted`);
  }
  const teacher = await teacherForEvent(tx, event);
  const metadata = ZCheckoutMetadata.safeParse(checkout.metadata ?? {});
  if (!teacher || !metadata.success) {
    log.warn({ eventId: event.id, account: event.account }, 'checkout completed that is not one of ours; ignored');
    return effects.ignore(`Checkout ${checkout.id} was not created through Lektio`);
  }
  if (metadata.data.kind === 'enrollment') {
    await activatePaidEnrollment(tx, teacher, checkout, metadata.data.enrollmentId, effects);
  } else if (metadata.data.kind === 'invoice') {
    await settleInvoiceCheckout(tx, teacher, checkout, metadata.data.invoiceId, effects);
  } else {
    await confirmPaidTrial(tx, teacher, checkout, metadata.data.sessionId, effects);
  }
}
