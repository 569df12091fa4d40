import type Stripe from 'stripe';
import type { Prisma } from '@/lib/core/db';
import type { Payment } from '@/generated/prisma/client';
import type { EventTeacher } from './teacher-for-event';
import type { WebhookEffects } from './webhook-effects';

/** Runs in the webhook's transaction after a processor payment row is written (e.g. its receipt invoice). */
export type PaymentRecordedListener = (tx: Prisma.TransactionClient, payment: Payment) => Promise<void>;

/** A paid checkout opened for an invoice (metadata kind `invoice`): settles it, in the webhook's transaction. */
export type InvoiceCheckoutHandler = (
  tx: Prisma.TransactionClient,
  teacher: EventTeacher,
  checkout: Stripe.Checkout.Session,
  invoiceId: string,
  effects: WebhookEffects,
) => Promise<void>;

type Extensions = {
  paymentRecorded: Record<string, PaymentRecordedListener>;
  invoiceCheckout: InvoiceCheckoutHandler | null;
};

/**
 * What areas above payments add to the webhook (invoices, issue 35), registered at server start by
 * the composition root (instrumentation-node.ts calls `registerInvoiceExtensions`) so payments never
 * imports them (docs/layers.md). Kept on globalThis: Next.js bundles the instrumentation hook and the
 * route handlers separately, and both must see the one registry.
 */
const registryKey = Symbol.for('lektio.payment-extensions');
const holder = globalThis as typeof globalThis & { [registryKey]?: Extensions };
const extensions: Extensions = (holder[registryKey] ??= { paymentRecorded: {}, invoiceCheckout: null });

/** One listener per name: registering again (a second bundle, a test) replaces it. */
export function registerPaymentRecordedListener(name: string, listener: PaymentRecordedListener) {
  extensions.paymentRecorded[name] = listener;
}

export function registerInvoiceCheckoutHandler(handler: InvoiceCheckoutHandler) {
  extensions.invoiceCheckout = handler;
}

export async function notifyPaymentRecorded(tx: Prisma.TransactionClient, payment: Payment) {
  for (const listener of Object.values(extensions.paymentRecorded)) await listener(tx, payment);
}

export const invoiceCheckoutHandler = () => extensions.invoiceCheckout;
