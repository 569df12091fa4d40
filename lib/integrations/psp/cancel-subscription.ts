import 'server-only';
import Stripe from 'stripe';
import { callProcessor } from './circuit-breaker';
import { stripeClient } from './stripe-client';

export type CancelSubscriptionInput = {
  /** The teacher's connected account, where the subscription lives. */
  accountId: string;
  subscriptionId: string;
  /** Sent with the call like every adapter write (the processor treats DELETE as idempotent anyway). */
  idempotencyKey: string;
};

export type CancelSubscriptionResult = {
  /** `cancelled`: by this call. `already_cancelled`: an earlier call (or the processor) ended it. `missing`: no such subscription on this account. */
  outcome: 'cancelled' | 'already_cancelled' | 'missing';
};

/** Statuses after which the processor never charges the subscription again. */
const endedStatuses = new Set<Stripe.Subscription.Status>(['canceled', 'incomplete_expired']);

/**
 * Cancels a subscription now, on the teacher's connected account, through the circuit breaker;
 * `customer.subscription.deleted` follows. Safe to call again: cancelling an ended subscription is
 * refused by the processor (400, or 404 "No such subscription"), so a refusal is checked against the
 * subscription itself and an ended one counts as done. An outage (503) is thrown for the caller to
 * retry.
 */
export async function cancelSubscription(input: CancelSubscriptionInput): Promise<CancelSubscriptionResult> {
  const options = { stripeAccount: input.accountId };
  try {
    await callProcessor(() =>
      stripeClient().subscriptions.cancel(
        input.subscriptionId,
        {},
        { ...options, idempotencyKey: input.idempotencyKey },
      ),
    );
    return { outcome: 'cancelled' };
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    const subscription = await callProcessor(() =>
      stripeClient().subscriptions.retrieve(input.subscriptionId, {}, options),
    ).catch((lookup: unknown) => {
      if (lookup instanceof Stripe.errors.StripeInvalidRequestError && lookup.statusCode === 404) return null;
      throw lookup;
    });
    if (!subscription) return { outcome: 'missing' };
    if (endedStatuses.has(subscription.status)) return { outcome: 'already_cancelled' };
    throw error;
  }
}
