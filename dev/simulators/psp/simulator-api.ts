import { field, stringMap, type FormObject } from './form-body';
import type { SimCheckoutSession, SimCustomer, SimRefund, SimSubscription } from './simulator-objects';
import { simulatorId, unixNow, type SimulatorState } from './simulator-state';

export type ApiRequest = {
  method: string;
  path: string;
  /** Query (GET) or form body (POST), already nested. */
  params: FormObject;
  /** `Stripe-Account` header: the connected account the call acts on. */
  account: string | null;
  idempotencyKey: string | null;
};
export type ApiResponse = { status: number; body: unknown };

export type ApiContext = {
  state: SimulatorState;
  /** Where the simulator serves its pages (checkout URLs point here). */
  baseUrl: string;
  /** Queues a signed event for delivery to the webhook, as the processor does after a change. */
  emit: (type: string, object: object, account: string | null) => void;
};

const error = (status: number, type: string, message: string, param?: string): ApiResponse => ({
  status,
  body: { error: { type, message, ...(param ? { param } : {}) } },
});
const missing = (what: string, id: string) => error(404, 'invalid_request_error', `No such ${what}: '${id}'`, 'id');

/** The processor's API as far as Lektio uses it; everything else answers 404 like an unknown URL. */
export function handleApiRequest(context: ApiContext, request: ApiRequest): ApiResponse {
  const { state } = context;
  if (state.failures.remaining > 0) {
    state.failures.remaining -= 1;
    return error(state.failures.status, 'api_error', 'Simulated processor failure');
  }
  if (request.method === 'POST' && request.idempotencyKey) return withIdempotency(context, request);
  return route(context, request);
}

/** Same key and same parameters: the first answer again. Same key, other parameters: refused. */
function withIdempotency(context: ApiContext, request: ApiRequest): ApiResponse {
  const key = `${request.account ?? ''}:${request.idempotencyKey}`;
  const params = JSON.stringify({ path: request.path, params: request.params });
  const earlier = context.state.idempotency.get(key);
  if (earlier) {
    if (earlier.params !== params) {
      return error(400, 'idempotency_error', 'Keys for idempotent requests can only be used with the same parameters');
    }
    return { status: earlier.status, body: earlier.body };
  }
  const response = route(context, request);
  if (response.status < 500) context.state.idempotency.set(key, { params, ...response });
  return response;
}

function route(context: ApiContext, request: ApiRequest): ApiResponse {
  const { method, path } = request;
  if (path === '/oauth/token' && method === 'POST') return exchangeOAuthCode(context, request);
  // `/v1/checkout/sessions/cs_1/expire` -> resource `checkout/sessions`, id `cs_1`, action `expire`.
  const match =
    /^\/v1\/(checkout\/sessions|payment_intents|charges|accounts|refunds|subscriptions|customers)(?:\/([^/]+))?(?:\/([^/]+))?$/.exec(
      path,
    );
  const [, resource = '', id = '', action = ''] = match ?? [];
  const target = `${method} ${resource}${id ? '/:id' : ''}${action ? `/${action}` : ''}`;
  if (target === 'POST checkout/sessions') return createCheckoutSession(context, request);
  if (target === 'POST customers') return createCustomer(context, request);
  if (target === 'GET customers/:id') return retrieveCustomer(context, request, id);
  if (target === 'GET checkout/sessions/:id') return retrieveCheckoutSession(context, request, id);
  if (target === 'POST checkout/sessions/:id/expire') return expireCheckoutSession(context, request, id);
  if (target === 'GET payment_intents/:id') return retrievePaymentIntent(context, request, id);
  if (target === 'GET charges/:id') return retrieveCharge(context, request, id);
  if (target === 'GET accounts/:id') return { status: 200, body: simulatedAccount(id) };
  if (target === 'POST refunds') return createRefund(context, request);
  if (target === 'GET subscriptions/:id') return retrieveSubscription(context, request, id);
  if (target === 'DELETE subscriptions/:id') return cancelSubscription(context, request, id);
  return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path})`);
}

/** Objects of another connected account do not exist for this caller, as with the real processor. */
const owned = <T extends { account: string | null }>(object: T | undefined, account: string | null): T | undefined =>
  object && object.account === account ? object : undefined;

/** Serialises without the simulator's bookkeeping field (the processor says `account` only on events). */
const publicView = ({ account: _account, ...object }: { account: string | null } & object) => object;

function createCheckoutSession({ state, baseUrl }: ApiContext, { params, account }: ApiRequest): ApiResponse {
  const mode = field(params, 'mode') === 'subscription' ? 'subscription' : 'payment';
  const unitAmount = Number(field(params, 'line_items', '0', 'price_data', 'unit_amount'));
  const quantity = Number(field(params, 'line_items', '0', 'quantity') ?? 1);
  const currency = field(params, 'line_items', '0', 'price_data', 'currency');
  const successUrl = field(params, 'success_url');
  const cancelUrl = field(params, 'cancel_url');
  if (!Number.isInteger(unitAmount) || unitAmount < 1) {
    return error(
      400,
      'invalid_request_error',
      'line_items[0][price_data][unit_amount] must be a positive integer',
      'line_items[0][price_data][unit_amount]',
    );
  }
  if (!currency)
    return error(
      400,
      'invalid_request_error',
      'Missing required param: currency',
      'line_items[0][price_data][currency]',
    );
  if (!successUrl) return error(400, 'invalid_request_error', 'Missing required param: success_url', 'success_url');
  const interval = field(params, 'line_items', '0', 'price_data', 'recurring', 'interval') ?? null;
  if (mode === 'subscription' && !interval) {
    return error(
      400,
      'invalid_request_error',
      'A subscription checkout needs a recurring price',
      'line_items[0][price_data][recurring]',
    );
  }
  const created = unixNow();
  const expiresAt = Number(field(params, 'expires_at') ?? created + 24 * 60 * 60);
  // Stripe's range for a checkout's life: 30 minutes to 24 hours after it is created.
  if (!Number.isInteger(expiresAt) || expiresAt < created + 30 * 60 || expiresAt > created + 24 * 60 * 60) {
    return error(
      400,
      'invalid_request_error',
      'expires_at must be between 30 minutes and 24 hours after the checkout is created',
      'expires_at',
    );
  }
  const customerId = field(params, 'customer') ?? null;
  const customer = customerId ? owned(state.customers.get(customerId), account) : undefined;
  if (customerId && !customer) return missing('customer', customerId);
  if (customer && field(params, 'customer_email')) {
    return error(
      400,
      'invalid_request_error',
      'You may only specify one of these parameters: customer, customer_email.',
    );
  }
  const id = simulatorId('cs_test');
  const email = field(params, 'customer_email') ?? null;
  // Stripe answers `customer_email: null` for a customer's checkout; the details carry the customer's address.
  const receiptTo = customer ? customer.email : email;
  const session: SimCheckoutSession = {
    id,
    object: 'checkout.session',
    account,
    mode,
    status: 'open',
    payment_status: 'unpaid',
    amount_subtotal: unitAmount * quantity,
    amount_total: unitAmount * quantity,
    currency,
    customer: customer?.id ?? null,
    customer_email: email,
    customer_details: receiptTo ? { email: receiptTo } : null,
    metadata: stringMap(params, 'metadata'),
    line_items_summary: {
      name: field(params, 'line_items', '0', 'price_data', 'product_data', 'name') ?? 'Item',
      unit_amount: unitAmount,
      quantity,
      interval,
    },
    payment_intent: null,
    subscription: null,
    invoice: null,
    success_url: successUrl,
    cancel_url: cancelUrl ?? successUrl,
    expires_at: expiresAt,
    created,
    url: `${baseUrl}/checkout/${id}`,
    livemode: false,
  };
  state.checkoutSessions.set(id, session);
  return { status: 200, body: publicView(session) };
}

function createCustomer({ state }: ApiContext, { params, account }: ApiRequest): ApiResponse {
  const customer: SimCustomer = {
    id: simulatorId('cus'),
    object: 'customer',
    account,
    email: field(params, 'email') ?? null,
    name: field(params, 'name') ?? null,
    metadata: stringMap(params, 'metadata'),
    created: unixNow(),
  };
  state.customers.set(customer.id, customer);
  return { status: 200, body: publicView(customer) };
}

function retrieveCustomer({ state }: ApiContext, { account }: ApiRequest, id: string): ApiResponse {
  const customer = owned(state.customers.get(id), account);
  return customer ? { status: 200, body: publicView(customer) } : missing('customer', id);
}

function retrieveCheckoutSession({ state }: ApiContext, { account }: ApiRequest, id: string): ApiResponse {
  const session = owned(state.checkoutSessions.get(id), account);
  return session ? { status: 200, body: publicView(session) } : missing('checkout.session', id);
}

/** Our hold expiry calls this so a late "Pay" cannot complete a checkout whose slot is gone. */
function expireCheckoutSession(context: ApiContext, { account }: ApiRequest, id: string): ApiResponse {
  const session = owned(context.state.checkoutSessions.get(id), account);
  if (!session) return missing('checkout.session', id);
  if (session.status !== 'open') {
    return error(400, 'invalid_request_error', `Only open sessions can be expired (this one is ${session.status})`);
  }
  session.status = 'expired';
  session.url = null;
  context.emit('checkout.session.expired', publicView(session), session.account);
  return { status: 200, body: publicView(session) };
}

function retrievePaymentIntent({ state }: ApiContext, { params, account }: ApiRequest, id: string): ApiResponse {
  const intent = owned(state.paymentIntents.get(id), account);
  if (!intent) return missing('payment_intent', id);
  const expand = typeof params.expand === 'object' ? Object.values(params.expand) : [];
  if (!expand.some((path) => typeof path === 'string' && path.startsWith('latest_charge'))) {
    return { status: 200, body: publicView(intent) };
  }
  const charge = state.charges.get(intent.latest_charge);
  if (!charge) return missing('charge', intent.latest_charge);
  const withBalance = expand.includes('latest_charge.balance_transaction');
  const balance = withBalance ? state.balanceTransactions.get(charge.balance_transaction) : charge.balance_transaction;
  return {
    status: 200,
    body: { ...publicView(intent), latest_charge: { ...publicView(charge), balance_transaction: balance } },
  };
}

/** A charge, with its payment intent when asked (`expand[]=payment_intent`): the dispute webhook reads our metadata there. */
function retrieveCharge({ state }: ApiContext, { params, account }: ApiRequest, id: string): ApiResponse {
  const charge = owned(state.charges.get(id), account);
  if (!charge) return missing('charge', id);
  const expand = typeof params.expand === 'object' ? Object.values(params.expand) : [];
  const intent = expand.includes('payment_intent') ? state.paymentIntents.get(charge.payment_intent) : undefined;
  return { status: 200, body: { ...publicView(charge), ...(intent ? { payment_intent: publicView(intent) } : {}) } };
}

function retrieveSubscription({ state }: ApiContext, { account }: ApiRequest, id: string): ApiResponse {
  const subscription = owned(state.subscriptions.get(id), account);
  return subscription ? { status: 200, body: publicView(subscription) } : missing('subscription', id);
}

function simulatedAccount(id: string) {
  return {
    id,
    object: 'account',
    type: 'standard',
    charges_enabled: true,
    payouts_enabled: true,
    details_submitted: true,
  };
}

function createRefund(context: ApiContext, { params, account }: ApiRequest): ApiResponse {
  const { state } = context;
  const intentId = field(params, 'payment_intent');
  const intent = intentId ? owned(state.paymentIntents.get(intentId), account) : undefined;
  if (!intent) return missing('payment_intent', intentId ?? '');
  const charge = state.charges.get(intent.latest_charge);
  if (!charge) return missing('charge', intent.latest_charge);
  const refundable = charge.amount - charge.amount_refunded;
  const amount = Number(field(params, 'amount') ?? refundable);
  if (!Number.isInteger(amount) || amount < 1 || amount > refundable) {
    return error(
      400,
      'invalid_request_error',
      `Refund amount (${amount}) is greater than unrefunded amount on charge (${refundable})`,
      'amount',
    );
  }
  const refund: SimRefund = {
    id: simulatorId('re'),
    object: 'refund',
    account,
    amount,
    currency: charge.currency,
    charge: charge.id,
    payment_intent: intent.id,
    reason: field(params, 'reason') ?? null,
    status: 'succeeded',
    metadata: stringMap(params, 'metadata'),
    created: unixNow(),
  };
  state.refunds.set(refund.id, refund);
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  charge.refunds.data.unshift(refund);
  context.emit(
    'charge.refunded',
    { ...publicView(charge), refunds: { object: 'list', data: charge.refunds.data.map(publicView) } },
    account,
  );
  return { status: 200, body: publicView(refund) };
}

function cancelSubscription(context: ApiContext, { account }: ApiRequest, id: string): ApiResponse {
  const subscription: SimSubscription | undefined = owned(context.state.subscriptions.get(id), account);
  if (!subscription) return missing('subscription', id);
  if (subscription.status === 'canceled') {
    return error(400, 'invalid_request_error', 'This subscription is already canceled');
  }
  subscription.status = 'canceled';
  subscription.canceled_at = unixNow();
  context.emit('customer.subscription.deleted', publicView(subscription), account);
  return { status: 200, body: publicView(subscription) };
}

/** Connect OAuth: a code from the authorize page becomes the connected account's id. */
function exchangeOAuthCode({ state }: ApiContext, { params }: ApiRequest): ApiResponse {
  const code = field(params, 'code') ?? '';
  const accountId = state.oauthCodes.get(code);
  if (field(params, 'grant_type') !== 'authorization_code' || !accountId) {
    return {
      status: 400,
      body: { error: 'invalid_grant', error_description: `Authorization code does not exist: ${code}` },
    };
  }
  state.oauthCodes.delete(code);
  return {
    status: 200,
    body: {
      access_token: 'sk_test_simulated_connected_account',
      livemode: false,
      refresh_token: 'rt_simulated',
      token_type: 'bearer',
      scope: 'read_write',
      stripe_publishable_key: 'pk_test_simulated',
      stripe_user_id: accountId,
    },
  };
}
