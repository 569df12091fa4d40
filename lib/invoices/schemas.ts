/** Zod schemas of invoices, manual payments and business details (client-safe, issue 35). */
import { z } from 'zod';
import { InvoiceKind, InvoiceStatus } from '@/generated/prisma/enums';
import { OFFERED_CURRENCIES } from '@/lib/core/currencies';
import { ZPagination } from '@/lib/core/pagination';
import { ZIsoInstant } from '@/lib/core/time-schemas';

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** Business details printed on every invoice. */
export const ZBillingSettings = z.object({
  legalName: z.string().nullable(),
  address: z.string().nullable(),
  taxId: z.string().nullable(),
  invoicePrefix: z.string(),
  paymentTermsDays: z.number().int(),
  bankDetails: z.string().nullable(),
  invoiceFooter: z.string().nullable(),
});
export type TBillingSettings = z.infer<typeof ZBillingSettings>;

export const ZUpdateBillingSettingsInput = z
  .object({
    legalName: optionalText(200),
    address: optionalText(500),
    taxId: optionalText(50),
    /** Letters and digits only: the number reads `<prefix>-<year>-<0001>`. */
    invoicePrefix: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{1,10}$/, 'Use 1 to 10 letters or digits')
      .optional(),
    paymentTermsDays: z.number().int().min(0).max(365).optional(),
    bankDetails: optionalText(500),
    invoiceFooter: optionalText(500),
  })
  .strict();
export type TUpdateBillingSettingsInput = z.infer<typeof ZUpdateBillingSettingsInput>;

export const manualPaymentMethods = ['cash', 'bank_transfer', 'other'] as const;

export const ZRecordManualPaymentInput = z
  .object({
    studentId: z.uuid(),
    /** Minor units. */
    amount: z.number().int().min(1).max(100_000_000),
    currency: z.enum(OFFERED_CURRENCIES),
    method: z.enum(manualPaymentMethods),
    paidAt: ZIsoInstant,
    note: z.string().trim().max(500).optional(),
    /** Grants an enrollment of this service and its credits, as a paid checkout does. */
    serviceId: z.uuid().optional(),
    /** Settles this issued invoice, in whole or part. */
    invoiceId: z.uuid().optional(),
  })
  .strict();
export type TRecordManualPaymentInput = z.infer<typeof ZRecordManualPaymentInput>;

export const ZCorrectManualPaymentInput = z
  .object({
    /** Minor units taken back; the whole payment when left out. */
    amount: z.number().int().min(1).max(100_000_000).optional(),
    reason: z.string().trim().min(1).max(500),
  })
  .strict();
export type TCorrectManualPaymentInput = z.infer<typeof ZCorrectManualPaymentInput>;

export const ZManualPayment = z.object({
  id: z.uuid(),
  studentId: z.uuid().nullable(),
  amount: z.number().int(),
  refundedAmount: z.number().int(),
  currency: z.string().length(3),
  method: z.string(),
  status: z.string(),
  paidAt: z.iso.datetime(),
  note: z.string().nullable(),
  enrollmentId: z.uuid().nullable(),
  invoiceId: z.uuid().nullable(),
});
export type TManualPayment = z.infer<typeof ZManualPayment>;

export const ZInvoiceLineInput = z
  .object({
    description: z.string().trim().min(1).max(300),
    quantity: z.number().int().min(1).max(10_000),
    /** Price of one unit, tax included, minor units. */
    unitAmount: z.number().int().min(0).max(100_000_000),
    /** Integer percent; the teacher's tax rate when left out. */
    taxRate: z.number().int().min(0).max(100).optional(),
  })
  .strict();

export const ZCreateInvoiceInput = z.union([
  z.object({ studentId: z.uuid(), lines: z.array(ZInvoiceLineInput).min(1).max(100) }).strict(),
  z.object({ studentId: z.uuid(), fromBalance: z.literal(true) }).strict(),
]);
export type TCreateInvoiceInput = z.infer<typeof ZCreateInvoiceInput>;

export const ZInvoiceLine = z.object({
  position: z.number().int(),
  description: z.string(),
  quantity: z.number().int(),
  unitAmount: z.number().int(),
  taxRate: z.number().int(),
  netAmount: z.number().int(),
  taxAmount: z.number().int(),
  grossAmount: z.number().int(),
});

export const ZInvoice = z.object({
  id: z.uuid(),
  kind: z.enum(InvoiceKind),
  status: z.enum(InvoiceStatus),
  number: z.string().nullable(),
  studentId: z.uuid().nullable(),
  payerName: z.string(),
  payerEmail: z.string().nullable(),
  currency: z.string().length(3),
  netAmount: z.number().int(),
  taxAmount: z.number().int(),
  grossAmount: z.number().int(),
  paidAmount: z.number().int(),
  /** grossAmount - paidAmount (0 for drafts' payments, void and credit notes). */
  openAmount: z.number().int(),
  issuedAt: z.iso.datetime().nullable(),
  dueAt: z.iso.datetime().nullable(),
  voidedAt: z.iso.datetime().nullable(),
  sentAt: z.iso.datetime().nullable(),
  /** A credit note: the invoice it cancels. */
  creditsInvoiceId: z.uuid().nullable(),
  /** A voided invoice: its credit note. */
  creditNoteId: z.uuid().nullable(),
  /** A receipt: the processor payment it was made for. */
  receiptPaymentId: z.uuid().nullable(),
  lines: z.array(ZInvoiceLine),
  createdAt: z.iso.datetime(),
});
export type TInvoice = z.infer<typeof ZInvoice>;

export const ZInvoiceStatus = z.enum(InvoiceStatus);

/** The columns the invoices list sorts by (`number` sorts by year, then sequence). */
export const invoiceSortFields = ['createdAt', 'issuedAt', 'number', 'payerName', 'grossAmount', 'status'] as const;

export const ZListInvoicesQuery = ZPagination.extend({
  status: ZInvoiceStatus.optional(),
  studentId: z.uuid().optional(),
  /** Column to sort by; default `createdAt` (newest first). Drafts have no number or issue date: last. */
  sort: z.enum(invoiceSortFields).default('createdAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
}).strict();
export type TListInvoicesQuery = z.infer<typeof ZListInvoicesQuery>;

export const ZInvoiceIdParams = z.object({ id: z.uuid() });

export const ZInvoiceExportQuery = z
  .object({
    from: ZIsoInstant.optional().meta({ description: 'Issued at or after (ISO 8601)' }),
    to: ZIsoInstant.optional().meta({ description: 'Issued at or before (ISO 8601)' }),
  })
  .strict();
export type TInvoiceExportQuery = z.infer<typeof ZInvoiceExportQuery>;

export const ZPayInvoiceResult = z.object({ checkoutUrl: z.url() });

export const ZStudentBalance = z.object({
  studentId: z.uuid(),
  /** Per currency; negative: credit in the student's favour. */
  open: z.array(z.object({ currency: z.string().length(3), amount: z.number().int() })),
  items: z.array(
    z.object({
      type: z.enum(['charge', 'invoice', 'payment', 'correction']),
      id: z.uuid(),
      description: z.string(),
      amount: z.number().int(),
      currency: z.string().length(3),
      at: z.iso.datetime(),
    }),
  ),
});

export const ZIdParams = z.object({ id: z.uuid() });
