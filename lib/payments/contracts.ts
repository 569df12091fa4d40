import { z } from 'zod';
import { ZPage } from '@/lib/core/pagination';
import { defineRoute } from '@/lib/core/route-contract';
import {
  ZDisputeRow,
  ZListDisputesQuery,
  ZListPaymentsQuery,
  ZPaymentCsvExportInput,
  ZPaymentKpis,
  ZPaymentKpisQuery,
  ZPaymentRow,
  ZPspCallbackQuery,
  ZPspStatus,
  ZRefundPaymentInput,
  ZRefundResult,
} from './schemas';

export const processorWebhookRoute = defineRoute({
  method: 'POST',
  path: '/api/webhooks/psp',
  summary:
    'Processor events (checkout.session.completed, invoice.paid, customer.subscription.deleted, charge.refunded, charge.dispute.created, checkout.session.expired), signed in the psp-signature header over the raw body',
  tags: ['payments'],
  auth: 'public',
  responses: {
    200: {
      description:
        'What this delivery did. `ignored: false`: it changed something of ours. `ignored: true`: acknowledged but nothing changed: a repeated delivery (`duplicate: true`), another event type, a checkout, invoice, charge, subscription or dispute Lektio never created, a checkout completed unpaid, or an effect already recorded under another event id; the reason is kept on the event record and logged',
      schema: z.object({ received: z.literal(true), duplicate: z.boolean(), ignored: z.boolean() }),
    },
    400: {
      description:
        'INVALID_SIGNATURE: missing or wrong signature, or a timestamp older than 300 s. VALIDATION_ERROR: a signed body that is not JSON or not an event (no id, type or data.object)',
    },
    413: { description: 'PAYLOAD_TOO_LARGE: a body over 1 MB (declared or streamed without a length)' },
    500: {
      description:
        'The handler failed, whatever it threw (or the event refers to one of our payments not recorded yet): the event is forgotten and the processor retries',
    },
  },
});

export const listPaymentsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/payments',
  summary: 'Payment history, newest first, with the fiscal breakdown of each payment',
  tags: ['payments'],
  auth: 'teacher',
  query: ZListPaymentsQuery,
  responses: { 200: { description: 'A page of payments', schema: ZPage(ZPaymentRow) } },
});

export const listDisputesRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/payments/disputes',
  summary:
    'Disputes of the payments (charge.dispute.created), the earliest evidence deadline first; answer them at the processor',
  tags: ['payments'],
  auth: 'teacher',
  query: ZListDisputesQuery,
  responses: { 200: { description: 'A page of disputes', schema: ZPage(ZDisputeRow) } },
});

export const paymentKpisRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/payments/kpis',
  summary:
    "Revenue KPIs of a period (default: this calendar month in the teacher's time zone): gross, processor fees, tax collected, net base, refunds, net to teacher",
  tags: ['payments'],
  auth: 'teacher',
  query: ZPaymentKpisQuery,
  responses: { 200: { description: 'Totals per currency', schema: ZPaymentKpis } },
});

export const exportPaymentsCsvRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/payments/csv-export',
  summary: 'The filtered payments as CSV (amounts in major units, cells neutralised against formula injection)',
  tags: ['payments'],
  auth: 'teacher',
  body: ZPaymentCsvExportInput,
  responses: { 200: { description: 'text/csv attachment', contentType: 'text/csv' } },
});

export const refundPaymentRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/payments/refund',
  summary: 'Refund a payment in full or in part on the connected account; applied when the processor confirms it',
  tags: ['payments'],
  auth: 'teacher',
  body: ZRefundPaymentInput,
  responses: {
    200: { description: 'The refund (a retry with the same key returns the same refund)', schema: ZRefundResult },
    404: { description: 'NOT_FOUND: no such payment of this teacher' },
    409: { description: 'INVALID_STATE: the payment cannot be refunded (not succeeded)' },
    422: { description: 'REFUND_EXCEEDS_PAYMENT: more than paid minus already refunded; PSP_NOT_CONNECTED' },
    503: { description: 'SERVICE_UNAVAILABLE: the processor is unavailable (circuit open)' },
  },
});

export const connectPspRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/settings/psp/connect',
  summary: "Start connecting the teacher's payment-processor account: returns the processor's OAuth URL",
  tags: ['payments'],
  auth: 'teacher',
  responses: {
    200: { description: 'Send the browser here', schema: z.object({ url: z.url() }) },
    503: { description: 'SERVICE_UNAVAILABLE: the processor connection is not configured' },
  },
});

export const pspCallbackRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/settings/psp/callback',
  summary: 'The processor returns here: the state is spent, the code exchanged, the account stored',
  tags: ['payments'],
  auth: 'teacher',
  query: ZPspCallbackQuery,
  responses: {
    303: {
      description:
        'Connected: /teacher/settings/payments?psp=connected. Refused: /teacher/settings/payments?psp=error&reason=state|denied|account_in_use|processor',
    },
  },
});

export const pspStatusRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/settings/psp/status',
  summary: 'Connection state of the payment processor',
  tags: ['payments'],
  auth: 'teacher',
  responses: { 200: { description: 'Connection state', schema: ZPspStatus } },
});
