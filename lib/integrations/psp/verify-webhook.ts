import 'server-only';
import Stripe from 'stripe';
import { AppError } from '@/lib/core/errors';
import { webhookSigningSecret } from './webhook-secret';

/** The header our processor endpoint is configured to sign with (the spec names it `psp-signature`). */
export const signatureHeaderName = 'psp-signature';

/**
 * Checks the signature over the exact raw body and the timestamp (the SDK's default tolerance,
 * 300 s) and returns the parsed event. Any failure is 400 INVALID_SIGNATURE: the processor will not
 * fix a bad signature by retrying, and the code tells an operator what to look at.
 */
export function verifyWebhook(rawBody: string, signature: string | null): Stripe.Event {
  if (!signature) throw new InvalidSignatureError('The psp-signature header is missing');
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, webhookSigningSecret());
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new InvalidSignatureError(error.message);
    }
    throw error;
  }
}

export class InvalidSignatureError extends AppError {
  constructor(reason: string) {
    super(400, 'INVALID_SIGNATURE', `Webhook signature refused: ${reason}`);
  }
}
