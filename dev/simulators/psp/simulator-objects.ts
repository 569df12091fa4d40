/**
 * The processor objects the simulator keeps, with Stripe's field names and only the fields Lektio
 * reads. They are serialised as the processor would send them; the SDK's own types describe them.
 */
export type Owned = { account: string | null };

export type SimCheckoutSession = Owned & {
  id: string;
  object: 'checkout.session';
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  /** The processor customer the checkout was opened for (then `customer_email` is null, as Stripe answers). */
  customer: string | null;
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  metadata: Record<string, string>;
  line_items_summary: { name: string; unit_amount: number; quantity: number; interval: string | null };
  payment_intent: string | null;
  subscription: string | null;
  invoice: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  created: number;
  url: string | null;
  livemode: false;
};

export type SimBalanceTransaction = {
  id: string;
  object: 'balance_transaction';
  amount: number;
  fee: number;
  net: number;
  currency: string;
};

export type SimCharge = Owned & {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  currency: string;
  paid: true;
  refunded: boolean;
  payment_intent: string;
  balance_transaction: string;
  metadata: Record<string, string>;
  refunds: { object: 'list'; data: SimRefund[] };
  created: number;
};

export type SimPaymentIntent = Owned & {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'succeeded';
  latest_charge: string;
  metadata: Record<string, string>;
  created: number;
};

export type SimRefund = Owned & {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
};

export type SimCustomer = Owned & {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  created: number;
};

export type SimSubscription = Owned & {
  id: string;
  object: 'subscription';
  status: 'active' | 'canceled';
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: { price: { unit_amount: number; currency: string; recurring: { interval: string } } }[];
  };
  latest_invoice: string | null;
  canceled_at: number | null;
  created: number;
};

export type SimInvoice = Owned & {
  id: string;
  object: 'invoice';
  status: 'paid';
  billing_reason: 'subscription_create' | 'subscription_cycle';
  amount_paid: number;
  currency: string;
  period_start: number;
  period_end: number;
  parent: {
    type: 'subscription_details';
    subscription_details: { subscription: string; metadata: Record<string, string> };
  };
  payments: { object: 'list'; data: { payment: { type: 'payment_intent'; payment_intent: string } }[] };
  lines: { object: 'list'; data: { period: { start: number; end: number } }[] };
  created: number;
};

export type SimDispute = Owned & {
  id: string;
  object: 'dispute';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  reason: string;
  status: 'needs_response';
  evidence_details: { due_by: number };
  created: number;
};

export type SimEvent = {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  account?: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: object };
};
