import 'server-only';
import type Stripe from 'stripe';
import { callProcessor } from './circuit-breaker';
import { stripeClient } from './stripe-client';

export type CheckoutSessionInput = {
  /** The teacher's connected account: the checkout, the charge and the funds are theirs. */
  accountId: string;
  lineItem: { name: string; unitAmount: number; currency: string; quantity?: number };
  mode?: 'payment' | 'subscription';
  /** Required with mode 'subscription'. */
  recurringInterval?: 'week' | 'month' | 'year';
  /** The payer's address, when no processor customer is named. */
  customerEmail?: string;
  /** The processor customer who pays (a family's payer, decision 0129); the processor refuses it beside `customerEmail`. */
  customerId?: string;
  /** Copied to the payment intent or subscription too, so later events (refunds, renewals) carry it. */
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  /** Same key, same checkout: a retried request never creates a second one. */
  idempotencyKey: string;
  /** Stripe accepts 30 minutes to 24 hours from now. */
  expiresAt?: Date;
};

/**
 * Creates a hosted checkout on the teacher's connected account (through the circuit breaker) and
 * returns where to send the payer. The result arrives later as `checkout.session.completed`.
 * Build `metadata` with lib/payments/checkout-metadata.ts (the webhook needs `kind` and the id).
 * In tests, `setUpSimulatedProcessor()` (test/psp-simulator.ts) points this at a local processor.
 */
export async function createCheckoutSession(input: CheckoutSessionInput): Promise<{ id: string; url: string }> {
  const session = await callProcessor(() =>
    stripeClient().checkout.sessions.create(checkoutParams(input), {
      stripeAccount: input.accountId,
      idempotencyKey: input.idempotencyKey,
    }),
  );
  if (!session.url) throw new Error(`Checkout session ${session.id} came back without a URL`);
  return { id: session.id, url: session.url };
}

function checkoutParams(input: CheckoutSessionInput): Stripe.Checkout.SessionCreateParams {
  const mode = input.mode ?? 'payment';
  const interval = input.recurringInterval;
  if (mode === 'subscription' && !interval) throw new Error('A subscription checkout needs a recurringInterval');
  return {
    mode,
    line_items: [
      {
        quantity: input.lineItem.quantity ?? 1,
        price_data: {
          currency: input.lineItem.currency.toLowerCase(),
          unit_amount: input.lineItem.unitAmount,
          product_data: { name: input.lineItem.name },
          ...(mode === 'subscription' && interval ? { recurring: { interval } } : {}),
        },
      },
    ],
    ...(input.customerId ? { customer: input.customerId } : { customer_email: input.customerEmail }),
    metadata: input.metadata,
    ...(mode === 'subscription'
      ? { subscription_data: { metadata: input.metadata } }
      : { payment_intent_data: { metadata: input.metadata } }),
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    expires_at: input.expiresAt ? Math.floor(input.expiresAt.getTime() / 1000) : undefined,
  };
}
