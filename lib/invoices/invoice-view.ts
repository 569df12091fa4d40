import type { Prisma } from '@/generated/prisma/client';
import type { TInvoice } from './schemas';

export const invoiceInclude = {
  lines: { orderBy: { position: 'asc' } },
  creditNote: { select: { id: true } },
} as const satisfies Prisma.InvoiceInclude;

type InvoiceWithLines = Prisma.InvoiceGetPayload<{ include: typeof invoiceInclude }>;

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** What still has to be paid: issued and partly paid invoices only. */
export const openAmountOf = (invoice: { kind: string; status: string; grossAmount: number; paidAmount: number }) =>
  invoice.kind === 'invoice' && (invoice.status === 'issued' || invoice.status === 'partially_paid')
    ? Math.max(0, invoice.grossAmount - invoice.paidAmount)
    : 0;

export function toInvoice(invoice: InvoiceWithLines): TInvoice {
  return {
    id: invoice.id,
    kind: invoice.kind,
    status: invoice.status,
    number: invoice.number,
    studentId: invoice.studentId,
    payerName: invoice.payerName,
    payerEmail: invoice.payerEmail,
    currency: invoice.currency,
    netAmount: invoice.netAmount,
    taxAmount: invoice.taxAmount,
    grossAmount: invoice.grossAmount,
    paidAmount: invoice.paidAmount,
    openAmount: openAmountOf(invoice),
    issuedAt: iso(invoice.issuedAt),
    dueAt: iso(invoice.dueAt),
    voidedAt: iso(invoice.voidedAt),
    sentAt: iso(invoice.sentAt),
    creditsInvoiceId: invoice.creditsInvoiceId,
    creditNoteId: invoice.creditNote?.id ?? null,
    receiptPaymentId: invoice.receiptPaymentId,
    lines: invoice.lines.map((line) => ({
      position: line.position,
      description: line.description,
      quantity: line.quantity,
      unitAmount: line.unitAmount,
      taxRate: line.taxRate,
      netAmount: line.netAmount,
      taxAmount: line.taxAmount,
      grossAmount: line.grossAmount,
    })),
    createdAt: invoice.createdAt.toISOString(),
  };
}
