import 'server-only';
import Stripe from 'stripe';
import { callProcessor } from './circuit-breaker';
import { stripeClient } from './stripe-client';

/**
 * For a checkout whose time is up on our side: makes sure it can no longer be paid, and says whether
 * it was. `paid`: it completed (its `checkout.session.completed` is on its way, or was lost: leave the
 * enrollment to it). `closed`: expired, or still open and now expired by us, so nobody can pay it after
 * its reservation is released. Expiring an open session makes the processor send
 * `checkout.session.expired` too; releasing twice is harmless.
 */
export async function closeUnpaidCheckout(input: {
  accountId: string;
  checkoutId: string;
}): Promise<'paid' | 'closed'> {
  const options = { stripeAccount: input.accountId };
  const sessions = () => stripeClient().checkout.sessions;
  const session = await callProcessor(() => sessions().retrieve(input.checkoutId, {}, options));
  if (session.status === 'complete') return 'paid';
  if (session.status !== 'open') return 'closed';
  try {
    await callProcessor(() => sessions().expire(input.checkoutId, {}, options));
    return 'closed';
  } catch (error) {
    // It changed between the two calls (paid or expired at that moment): ask again.
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    const now = await callProcessor(() => sessions().retrieve(input.checkoutId, {}, options));
    return now.status === 'complete' ? 'paid' : 'closed';
  }
}
