import { randomBytes } from 'node:crypto';
import type {
  SimBalanceTransaction,
  SimCharge,
  SimCheckoutSession,
  SimCustomer,
  SimDispute,
  SimEvent,
  SimInvoice,
  SimPaymentIntent,
  SimRefund,
  SimSubscription,
} from './simulator-objects';

/**
 * Everything the simulator knows, in memory of the one process (development only): restarting the
 * dev server forgets open checkouts, which is acceptable for a fake. Connected accounts are not
 * stored: any `acct_` id is accepted, as our own `teachers.pspAccountId` is the record that matters.
 */
export class SimulatorState {
  readonly checkoutSessions = new Map<string, SimCheckoutSession>();
  readonly customers = new Map<string, SimCustomer>();
  readonly paymentIntents = new Map<string, SimPaymentIntent>();
  readonly charges = new Map<string, SimCharge>();
  readonly balanceTransactions = new Map<string, SimBalanceTransaction>();
  readonly refunds = new Map<string, SimRefund>();
  readonly subscriptions = new Map<string, SimSubscription>();
  readonly invoices = new Map<string, SimInvoice>();
  readonly disputes = new Map<string, SimDispute>();
  readonly events = new Map<string, SimEvent>();
  /** OAuth authorization codes waiting to be exchanged, with the account each one connects. */
  readonly oauthCodes = new Map<string, string>();
  /** `${account}:${key}` -> the request's parameters and the answer given, as the processor keeps them. */
  readonly idempotency = new Map<string, { params: string; status: number; body: unknown }>();
  /** Injected infrastructure failures: the next N API calls answer with this status (breaker tests). */
  failures: { remaining: number; status: number } = { remaining: 0, status: 500 };
}

export const simulatorId = (prefix: string) => `${prefix}_sim${randomBytes(12).toString('hex')}`;
export const unixNow = () => Math.floor(Date.now() / 1000);

/** A plausible European card fee (1.5 % + 0.25), so KPIs and the fiscal breakdown have a fee to show. */
export const simulatedFee = (amount: number) => Math.round(amount * 0.015) + 25;
