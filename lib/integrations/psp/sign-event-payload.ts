import Stripe from 'stripe';
import { webhookSigningSecret } from './webhook-secret';

/** The `psp-signature` header for a payload, exactly as the processor computes it (`t=...,v1=...`). */
export function signEventPayload(payload: string, options: { timestamp?: number; secret?: string } = {}): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? webhookSigningSecret(),
    timestamp: options.timestamp,
  });
}
