import type Stripe from 'stripe';
import type { HandlerContext } from '@/lib/payments/webhook-effects';
import { handleChargeRefunded } from './charge-refunded';
import { handleDisputeCreated } from './charge-dispute-created';
import { handleCheckoutSessionCompleted } from './checkout-session-completed';
import { handleCheckoutSessionExpired } from './checkout-session-expired';
import { handleSubscriptionDeleted } from './customer-subscription-deleted';
import { handleInvoicePaid } from './invoice-paid';

type EventOfType<T extends Stripe.Event['type']> = Extract<Stripe.Event, { type: T }>;
type HandlerMap = { [T in Stripe.Event['type']]?: (context: HandlerContext<EventOfType<T>>) => Promise<void> };

/**
 * The five events of the spec's webhook receiver, plus checkout.session.expired (abandoned
 * enrollments); any other type is acknowledged and ignored.
 */
export const webhookHandlers: HandlerMap = {
  'checkout.session.completed': handleCheckoutSessionCompleted,
  'invoice.paid': handleInvoicePaid,
  'customer.subscription.deleted': handleSubscriptionDeleted,
  'charge.refunded': handleChargeRefunded,
  'charge.dispute.created': handleDisputeCreated,
  'checkout.session.expired': handleCheckoutSessionExpired,
};

export function handlerFor(event: Stripe.Event) {
  const handler = webhookHandlers[event.type] as ((context: HandlerContext<Stripe.Event>) => Promise<void>) | undefined;
  return handler;
}
