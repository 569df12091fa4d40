import { addMonths, addWeeks, addYears } from 'date-fns';
import type { SimCharge, SimInvoice, SimPaymentIntent, SimSubscription } from './simulator-objects';
import { simulatedFee, simulatorId, unixNow, type SimulatorState } from './simulator-state';

/** What a visitor or a developer does on the simulator's side; each emits the events the processor would. */
export type Emit = (type: string, object: object, account: string | null) => void;

export class SimulatorActionError extends Error {}

const view = <T extends { account: string | null }>({ account: _account, ...object }: T) => object;

/** "Pay": the checkout completes, money moves, and `checkout.session.completed` is sent. Returns the success URL. */
export function payCheckout(state: SimulatorState, emit: Emit, checkoutId: string): string {
  const session = state.checkoutSessions.get(checkoutId);
  if (!session) throw new SimulatorActionError(`No such checkout: ${checkoutId}`);
  if (session.status !== 'open') throw new SimulatorActionError(`This checkout is ${session.status}`);
  if (session.expires_at < unixNow()) {
    session.status = 'expired';
    throw new SimulatorActionError('This checkout has expired');
  }
  const { intent } = recordCharge(state, session.account, session.amount_total, session.currency, session.metadata);
  session.status = 'complete';
  session.payment_status = 'paid';
  if (session.mode === 'subscription') {
    const subscription = startSubscription(state, session.account, session.metadata, {
      ...session.line_items_summary,
      currency: session.currency,
    });
    const invoice = recordInvoice(state, subscription, intent, 'subscription_create');
    session.subscription = subscription.id;
    session.invoice = invoice.id;
    emit('checkout.session.completed', view(session), session.account);
    emit('invoice.paid', view(invoice), session.account);
  } else {
    session.payment_intent = intent.id;
    emit('checkout.session.completed', view(session), session.account);
  }
  return session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id);
}

/** "Abandon": nothing is charged and no event is sent; the visitor goes back to the cancel URL. */
export function abandonCheckout(state: SimulatorState, checkoutId: string): string {
  const session = state.checkoutSessions.get(checkoutId);
  if (!session) throw new SimulatorActionError(`No such checkout: ${checkoutId}`);
  return session.cancel_url;
}

/** Development control: the next billing period of a subscription is paid (`invoice.paid`, billing_reason subscription_cycle). */
export function renewSubscription(state: SimulatorState, emit: Emit, subscriptionId: string): SimInvoice {
  const subscription = state.subscriptions.get(subscriptionId);
  if (!subscription || subscription.status !== 'active')
    throw new SimulatorActionError(`No active subscription: ${subscriptionId}`);
  const price = subscription.items.data[0]?.price;
  if (!price) throw new SimulatorActionError(`Subscription ${subscriptionId} has no price`);
  const { intent } = recordCharge(
    state,
    subscription.account,
    price.unit_amount,
    price.currency,
    subscription.metadata,
  );
  const invoice = recordInvoice(state, subscription, intent, 'subscription_cycle');
  emit('invoice.paid', view(invoice), subscription.account);
  return invoice;
}

/** Development control: the payer's bank disputes a charge (`charge.dispute.created`). */
export function disputeCharge(state: SimulatorState, emit: Emit, chargeOrIntentId: string) {
  const charge =
    state.charges.get(chargeOrIntentId) ??
    [...state.charges.values()].find((candidate) => candidate.payment_intent === chargeOrIntentId);
  if (!charge) throw new SimulatorActionError(`No such charge: ${chargeOrIntentId}`);
  const dispute = {
    id: simulatorId('dp'),
    object: 'dispute' as const,
    account: charge.account,
    amount: charge.amount - charge.amount_refunded,
    currency: charge.currency,
    charge: charge.id,
    payment_intent: charge.payment_intent,
    reason: 'fraudulent',
    status: 'needs_response' as const,
    evidence_details: { due_by: unixNow() + 7 * 24 * 60 * 60 },
    created: unixNow(),
  };
  state.disputes.set(dispute.id, dispute);
  emit('charge.dispute.created', view(dispute), charge.account);
  return dispute;
}

/** Connect OAuth authorize page: grants at once and returns where the browser goes next. */
export function authorizeConnect(state: SimulatorState, query: URLSearchParams): string {
  const redirectUri = query.get('redirect_uri');
  if (!redirectUri) throw new SimulatorActionError('redirect_uri is required by the simulated processor');
  const code = simulatorId('ac');
  state.oauthCodes.set(code, simulatorId('acct'));
  const target = new URL(redirectUri);
  target.searchParams.set('code', code);
  target.searchParams.set('scope', query.get('scope') ?? 'read_write');
  const oauthState = query.get('state');
  if (oauthState) target.searchParams.set('state', oauthState);
  return target.toString();
}

function recordCharge(
  state: SimulatorState,
  account: string | null,
  amount: number,
  currency: string,
  metadata: Record<string, string>,
): { intent: SimPaymentIntent; charge: SimCharge } {
  const created = unixNow();
  const fee = simulatedFee(amount);
  const balance = {
    id: simulatorId('txn'),
    object: 'balance_transaction' as const,
    amount,
    fee,
    net: amount - fee,
    currency,
  };
  const intentId = simulatorId('pi');
  const charge: SimCharge = {
    id: simulatorId('ch'),
    object: 'charge',
    account,
    amount,
    amount_refunded: 0,
    currency,
    paid: true,
    refunded: false,
    payment_intent: intentId,
    balance_transaction: balance.id,
    metadata,
    refunds: { object: 'list', data: [] },
    created,
  };
  const intent: SimPaymentIntent = {
    id: intentId,
    object: 'payment_intent',
    account,
    amount,
    amount_received: amount,
    currency,
    status: 'succeeded',
    latest_charge: charge.id,
    metadata,
    created,
  };
  state.balanceTransactions.set(balance.id, balance);
  state.charges.set(charge.id, charge);
  state.paymentIntents.set(intent.id, intent);
  return { intent, charge };
}

function startSubscription(
  state: SimulatorState,
  account: string | null,
  metadata: Record<string, string>,
  item: { unit_amount: number; quantity: number; interval: string | null; currency: string },
): SimSubscription {
  const subscription: SimSubscription = {
    id: simulatorId('sub'),
    object: 'subscription',
    account,
    status: 'active',
    metadata,
    items: {
      object: 'list',
      data: [
        {
          price: {
            unit_amount: item.unit_amount * item.quantity,
            currency: item.currency,
            recurring: { interval: item.interval ?? 'month' },
          },
        },
      ],
    },
    latest_invoice: null,
    canceled_at: null,
    created: unixNow(),
  };
  state.subscriptions.set(subscription.id, subscription);
  return subscription;
}

const addInterval = (from: Date, interval: string) =>
  interval === 'week' ? addWeeks(from, 1) : interval === 'year' ? addYears(from, 1) : addMonths(from, 1);

/** The first invoice covers from now; each renewal starts where the previous period ended, as billing does. */
function recordInvoice(
  state: SimulatorState,
  subscription: SimSubscription,
  intent: SimPaymentIntent,
  reason: SimInvoice['billing_reason'],
): SimInvoice {
  const previous = subscription.latest_invoice ? state.invoices.get(subscription.latest_invoice) : undefined;
  const start = previous?.period_end ?? unixNow();
  const interval = subscription.items.data[0]?.price.recurring.interval ?? 'month';
  const end = Math.floor(addInterval(new Date(start * 1000), interval).getTime() / 1000);
  const invoice: SimInvoice = {
    id: simulatorId('in'),
    object: 'invoice',
    account: subscription.account,
    status: 'paid',
    billing_reason: reason,
    amount_paid: intent.amount,
    currency: intent.currency,
    period_start: start,
    period_end: end,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
    },
    payments: { object: 'list', data: [{ payment: { type: 'payment_intent', payment_intent: intent.id } }] },
    lines: { object: 'list', data: [{ period: { start, end } }] },
    created: unixNow(),
  };
  state.invoices.set(invoice.id, invoice);
  subscription.latest_invoice = invoice.id;
  return invoice;
}
