import {
  registerInvoiceCheckoutHandler,
  registerPaymentRecordedListener,
} from '@/lib/payments/webhooks/payment-extensions';
import { createReceiptInvoice } from './create-receipt-invoice';
import { settleInvoiceCheckout } from './settle-invoice-checkout';

/**
 * The composition root of invoices in the payment webhook: receipts for processor payments and the
 * settlement of invoice checkouts. Called at server start (instrumentation-node.ts) and by
 * the tests that need it; registering twice changes nothing.
 */
export function registerInvoiceExtensions() {
  registerPaymentRecordedListener('receipt-invoice', createReceiptInvoice);
  registerInvoiceCheckoutHandler(settleInvoiceCheckout);
}
