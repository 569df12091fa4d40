import 'server-only';
import type Stripe from 'stripe';
import { callProcessor } from './circuit-breaker';
import { stripeClient } from './stripe-client';

/**
 * The processor's fee and charge id for a payment, read from the charge's balance transaction (a
 * checkout event does not carry the fee). Undefined fee while the balance transaction is pending.
 */
export async function retrievePaymentFee(input: {
  accountId: string;
  paymentIntentId: string;
}): Promise<{ chargeId: string | null; fee: number | undefined }> {
  const intent = await callProcessor(() =>
    stripeClient().paymentIntents.retrieve(
      input.paymentIntentId,
      { expand: ['latest_charge.balance_transaction'] },
      { stripeAccount: input.accountId },
    ),
  );
  const charge = expanded<Stripe.Charge>(intent.latest_charge);
  const balance = expanded<Stripe.BalanceTransaction>(charge?.balance_transaction);
  return {
    chargeId: charge?.id ?? (typeof intent.latest_charge === 'string' ? intent.latest_charge : null),
    fee: balance?.fee,
  };
}

const expanded = <T extends { id: string }>(value: string | T | null | undefined): T | undefined =>
  value && typeof value === 'object' ? value : undefined;
