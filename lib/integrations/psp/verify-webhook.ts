import 'server-only';
import Stripe from 'stripe';
import { z } from 'zod';
import { zodDetails } from '@/lib/core/error-response';
import { AppError, ValidationError } from '@/lib/core/errors';
import { webhookSigningSecret } from './webhook-secret';

/** The header our processor endpoint is configured to sign with (the spec names it `psp-signature`). */
export const signatureHeaderName = 'psp-signature';

/** Printable ASCII without spaces, as the processor's ids and type names are (no NUL a column would refuse). */
const ZToken = z.string().regex(/^[\x21-\x7e]{1,255}$/);

/** What every handler relies on; the rest of the object is the event type's own business. */
const ZEventEnvelope = z.looseObject({
  id: ZToken,
  type: ZToken,
  account: ZToken.nullish(),
  data: z.looseObject({ object: z.looseObject({}) }),
});

/**
 * Checks the signature over the exact raw body and the timestamp (the SDK's default tolerance,
 * 300 s) and returns the parsed event. Any signature failure is 400 INVALID_SIGNATURE: the processor
 * will not fix a bad signature by retrying, and the code tells an operator what to look at. A signed
 * body that is not JSON, or not an event (no id, no type, no data.object), is 400 VALIDATION_ERROR:
 * retrying it cannot help either, and it must not reach the event record as a 500.
 */
export function verifyWebhook(rawBody: string, signature: string | null): Stripe.Event {
  if (!signature) throw new InvalidSignatureError('The psp-signature header is missing');
  let parsed: unknown;
  try {
    parsed = Stripe.webhooks.constructEvent(rawBody, signature, webhookSigningSecret());
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new InvalidSignatureError(error.message);
    }
    if (error instanceof SyntaxError) throw new ValidationError('The signed body is not JSON');
    throw error;
  }
  const envelope = ZEventEnvelope.safeParse(parsed);
  if (!envelope.success) throw new ValidationError('The signed body is not an event', zodDetails(envelope.error));
  return parsed as Stripe.Event;
}

export class InvalidSignatureError extends AppError {
  constructor(reason: string) {
    super(400, 'INVALID_SIGNATURE', `Webhook signature refused: ${reason}`);
  }
}
