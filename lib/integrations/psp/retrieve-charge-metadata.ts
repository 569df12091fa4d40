import 'server-only';
import Stripe from 'stripe';
import { callProcessor } from './circuit-breaker';
import { stripeClient } from './stripe-client';

/**
 * The metadata of a charge on the teacher's connected account: its own and its payment intent's
 * (where createCheckoutSession puts ours). A dispute event names its charge without that metadata;
 * null when the charge does not exist on this account.
 */
export async function retrieveChargeMetadata(input: {
  accountId: string;
  chargeId: string;
}): Promise<Record<string, string> | null> {
  try {
    const charge = await callProcessor(() =>
      stripeClient().charges.retrieve(
        input.chargeId,
        { expand: ['payment_intent'] },
        { stripeAccount: input.accountId },
      ),
    );
    const intent = typeof charge.payment_intent === 'object' ? charge.payment_intent : null;
    return { ...intent?.metadata, ...charge.metadata };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
    throw error;
  }
}
