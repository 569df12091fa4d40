import Stripe from 'stripe';

/**
 * Whether a processor call failed because the processor (or the road to it) is unwell: rate limited
 * (429), a 5xx, a timeout or a connection error. Business answers (card declined, invalid request,
 * authentication, idempotency) say nothing about the processor's health and never open the breaker.
 */
export function isInfrastructureFailure(error: unknown): boolean {
  if (error instanceof Stripe.errors.StripeConnectionError) return true;
  if (error instanceof Stripe.errors.StripeRateLimitError) return true;
  if (error instanceof Stripe.errors.StripeAPIError) return (error.statusCode ?? 500) >= 500;
  if (error instanceof Stripe.errors.StripeError) return (error.statusCode ?? 0) >= 500 || error.statusCode === 429;
  return false;
}
