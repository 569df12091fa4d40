import 'server-only';
import type Stripe from 'stripe';
import { callProcessor } from './circuit-breaker';
import { stripeClient } from './stripe-client';

export type RefundInput = {
  accountId: string;
  paymentIntentId: string;
  /** Minor units; the processor refuses more than what is left unrefunded. */
  amount: number;
  reason?: Stripe.RefundCreateParams.Reason;
  metadata?: Record<string, string>;
  /** Same key, same refund: a retried request never refunds twice. */
  idempotencyKey: string;
};

/** Refunds (part of) a payment on the teacher's connected account; `charge.refunded` follows. */
export async function createRefund(input: RefundInput): Promise<{ id: string; amount: number; status: string | null }> {
  const refund = await callProcessor(() =>
    stripeClient().refunds.create(
      { payment_intent: input.paymentIntentId, amount: input.amount, reason: input.reason, metadata: input.metadata },
      { stripeAccount: input.accountId, idempotencyKey: input.idempotencyKey },
    ),
  );
  return { id: refund.id, amount: refund.amount, status: refund.status };
}
