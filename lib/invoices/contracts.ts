import { ZPage } from '@/lib/core/pagination';
import { defineRoute } from '@/lib/core/route-contract';
import {
  ZBillingSettings,
  ZCorrectManualPaymentInput,
  ZCreateInvoiceInput,
  ZIdParams,
  ZInvoice,
  ZInvoiceExportQuery,
  ZListInvoicesQuery,
  ZManualPayment,
  ZPayInvoiceResult,
  ZRecordManualPaymentInput,
  ZStudentBalance,
  ZUpdateBillingSettingsInput,
} from './schemas';

const tags = ['invoices'];
const notFound = { description: 'NOT_FOUND: no such invoice of yours' };

export const getBillingSettingsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/settings/billing',
  summary: 'Business details printed on invoices (defaults until saved)',
  tags,
  auth: 'teacher',
  responses: { 200: { description: 'The business details', schema: ZBillingSettings } },
});

export const updateBillingSettingsRoute = defineRoute({
  method: 'PATCH',
  path: '/api/teacher/settings/billing',
  summary: 'Change any of the business details; issued invoices keep the details they were issued with',
  tags,
  auth: 'teacher',
  body: ZUpdateBillingSettingsInput,
  responses: { 200: { description: 'The business details now', schema: ZBillingSettings } },
});

export const recordManualPaymentRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/payments/manual',
  summary:
    'Record money received outside the processor (cash, bank transfer, other) in the payments ledger; with serviceId it enrols the student as a paid checkout does, with invoiceId it settles that invoice',
  tags,
  auth: 'teacher',
  body: ZRecordManualPaymentInput,
  responses: {
    201: { description: 'The recorded payment', schema: ZManualPayment },
    404: { description: 'NOT_FOUND: the student, service or invoice is not yours' },
    422: {
      description:
        'CURRENCY_MISMATCH, PAYMENT_EXCEEDS_INVOICE (more than is open), INVOICE_NOT_PAYABLE (a draft, paid or void invoice)',
    },
  },
});

export const correctManualPaymentRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/payments/manual/{id}/correct',
  summary: 'Take back (part of) a payment recorded by hand: a recorded correction, never a deletion',
  tags,
  auth: 'teacher',
  params: ZIdParams,
  body: ZCorrectManualPaymentInput,
  responses: {
    200: { description: 'The payment with its corrected amount', schema: ZManualPayment },
    404: { description: 'NOT_FOUND: no such payment of yours' },
    409: { description: 'INVALID_STATE: a card payment (refund it instead)' },
    422: { description: 'REFUND_EXCEEDS_PAYMENT: more than is left of the payment' },
  },
});

export const listInvoicesRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/invoices',
  summary: 'Invoices and credit notes, newest first, by status and student',
  tags,
  auth: 'teacher',
  query: ZListInvoicesQuery,
  responses: { 200: { description: 'A page of invoices', schema: ZPage(ZInvoice) } },
});

export const createInvoiceRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/invoices',
  summary:
    "A draft invoice for a student: the lines given (amounts tax included; taxRate defaults to the teacher's), or `fromBalance: true` for the student's unbilled post-paid lessons",
  tags,
  auth: 'teacher',
  body: ZCreateInvoiceInput,
  responses: {
    201: { description: 'The draft', schema: ZInvoice },
    404: { description: 'NOT_FOUND: not a student of yours' },
    422: { description: 'NOTHING_TO_INVOICE: fromBalance with no unbilled lesson' },
  },
});

export const getInvoiceRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/invoices/{id}',
  summary: 'One invoice or credit note with its lines',
  tags,
  auth: 'teacher',
  params: ZIdParams,
  responses: { 200: { description: 'The invoice', schema: ZInvoice }, 404: notFound },
});

export const issueInvoiceRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/invoices/{id}/issue',
  summary:
    "Give a draft the next number (`<prefix>-<year>-<0001>`, per calendar year in the teacher's zone, gapless) and freeze it",
  tags,
  auth: 'teacher',
  params: ZIdParams,
  responses: {
    200: { description: 'The issued invoice', schema: ZInvoice },
    404: notFound,
    409: { description: 'INVALID_STATE: not a draft' },
  },
});

export const voidInvoiceRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/invoices/{id}/void',
  summary: 'Cancel an issued, unpaid invoice by issuing a credit note with its own number',
  tags,
  auth: 'teacher',
  params: ZIdParams,
  responses: {
    200: { description: 'The credit note', schema: ZInvoice },
    404: notFound,
    409: { description: 'INVALID_STATE: a draft, void or (partly) paid invoice, or a credit note' },
  },
});

export const sendInvoiceRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/invoices/{id}/send',
  summary: 'E-mail an issued invoice or credit note to its payer with the PDF attached',
  tags,
  auth: 'teacher',
  params: ZIdParams,
  responses: {
    200: { description: 'The invoice, with sentAt', schema: ZInvoice },
    404: notFound,
    409: { description: 'INVALID_STATE: a draft' },
    422: { description: 'NO_PAYER_EMAIL' },
  },
});

export const invoicePdfRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/invoices/{id}/pdf',
  summary: 'The invoice as a PDF (fonts embedded)',
  tags,
  auth: 'teacher',
  params: ZIdParams,
  responses: { 200: { description: 'The PDF', contentType: 'application/pdf' }, 404: notFound },
});

export const exportInvoicesRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/invoices/export',
  summary:
    'Issued invoices and credit notes issued between from and to as CSV for the accountant (number, date, payer, net, tax, gross, currency, status, method; formula-safe)',
  tags,
  auth: 'teacher',
  query: ZInvoiceExportQuery,
  responses: { 200: { description: 'CSV', contentType: 'text/csv' } },
});

export const studentBalanceRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/students/{id}/balance',
  summary:
    "A student's open amount per currency and its items (unbilled lessons, open invoices, payments on account, corrections)",
  tags,
  auth: 'teacher',
  params: ZIdParams,
  responses: {
    200: { description: 'The balance', schema: ZStudentBalance },
    404: { description: 'NOT_FOUND: not a student of yours' },
  },
});

/** Issue 34: a family's member signed in as themselves; the payer sees the family's money. */
const familyMoneyForbidden = {
  description: "FORBIDDEN: a member of a family signed in with their own e-mail (the family's payer sees its invoices)",
};

export const listOwnInvoicesRoute = defineRoute({
  method: 'GET',
  path: '/api/student/invoices',
  summary: "The signed-in student's issued invoices and credit notes, newest first",
  tags,
  auth: 'student',
  query: ZListInvoicesQuery.omit({ studentId: true }),
  responses: {
    200: { description: 'A page of invoices', schema: ZPage(ZInvoice) },
    403: familyMoneyForbidden,
  },
});

export const ownInvoicePdfRoute = defineRoute({
  method: 'GET',
  path: '/api/student/invoices/{id}/pdf',
  summary: "One of the student's own invoices as a PDF",
  tags,
  auth: 'student',
  params: ZIdParams,
  responses: {
    200: { description: 'The PDF', contentType: 'application/pdf' },
    403: familyMoneyForbidden,
    404: notFound,
  },
});

export const payOwnInvoiceRoute = defineRoute({
  method: 'POST',
  path: '/api/student/invoices/{id}/pay',
  summary: 'Open a processor checkout for the open amount of an own invoice; the webhook settles it once paid',
  tags,
  auth: 'student',
  params: ZIdParams,
  responses: {
    200: { description: 'Where to pay', schema: ZPayInvoiceResult },
    403: familyMoneyForbidden,
    404: notFound,
    422: { description: 'INVALID_STATE-like rules: INVOICE_NOT_PAYABLE (paid, void), PSP_NOT_CONNECTED' },
  },
});
