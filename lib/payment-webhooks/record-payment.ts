import type { Prisma } from '@/lib/core/db';
import type { PaymentKind } from '@/generated/prisma/client';
import { fiscalBreakdown } from '@/lib/payments/fiscal-breakdown';
import { createReceiptInvoice } from '@/lib/invoices/create-receipt-invoice';
import type { EventTeacher } from './teacher-for-event';

export type ReceivedPayment = {
  kind: PaymentKind;
  amount: number;
  currency: string;
  studentId: string | null;
  enrollmentId?: string;
  sessionId?: string;
  description: string;
  pspPaymentIntentId?: string | null;
  pspCheckoutSessionId?: string;
  pspInvoiceId?: string | null;
  /** The invoice this payment settles (a checkout opened for an invoice). */
  invoiceId?: string;
  paidAt: Date;
};

/**
 * A succeeded payment row. Tax is fixed now, from the teacher's rate at the time of payment, so a
 * later rate change never rewrites history; the fee is filled in by the fee follow-up job. Method `card`.
 */
export async function recordPayment(tx: Prisma.TransactionClient, teacher: EventTeacher, payment: ReceivedPayment) {
  const { tax } = fiscalBreakdown({ total: payment.amount, taxRate: teacher.taxRate });
  const recorded = await tx.payment.create({
    data: {
      teacherId: teacher.id,
      studentId: payment.studentId,
      enrollmentId: payment.enrollmentId,
      sessionId: payment.sessionId,
      kind: payment.kind,
      amount: payment.amount,
      currency: payment.currency.toUpperCase(),
      taxAmount: tax,
      status: 'succeeded',
      description: payment.description,
      pspPaymentIntentId: payment.pspPaymentIntentId ?? null,
      pspCheckoutSessionId: payment.pspCheckoutSessionId,
      pspInvoiceId: payment.pspInvoiceId ?? null,
      invoiceId: payment.invoiceId,
      paidAt: payment.paidAt,
    },
  });
  // Its receipt invoice (issue 35), in this same transaction.
  await createReceiptInvoice(tx, recorded);
  return recorded;
}
