import type { Prisma } from '@/lib/core/db';
import type { Payment } from '@/generated/prisma/client';
import { freezeInvoice } from './freeze-invoice';
import { priceLines, invoiceTotals } from './invoice-amounts';

/**
 * Every processor payment gets its invoice, already paid (a receipt), with the next number, in the
 * webhook's transaction: a repeated delivery rolls back or finds it (one receipt per payment, unique
 * receiptPaymentId). A payment made for an existing invoice needs none: that invoice is its document.
 * The line is the payment itself, at the tax rate it was recorded with.
 */
export async function createReceiptInvoice(tx: Prisma.TransactionClient, payment: Payment) {
  if (payment.invoiceId || payment.status !== 'succeeded' || !payment.paidAt) return;
  if (await tx.invoice.findUnique({ where: { receiptPaymentId: payment.id }, select: { id: true } })) return;
  const student = payment.studentId
    ? await tx.student.findFirst({
        where: { id: payment.studentId, teacherId: payment.teacherId },
        select: { name: true, email: true },
      })
    : null;
  const teacher = await tx.teacher.findUniqueOrThrow({ where: { id: payment.teacherId }, select: { taxRate: true } });
  const lines = priceLines([
    {
      description: payment.description ?? 'Payment',
      quantity: 1,
      unitAmount: payment.amount,
      taxRate: teacher.taxRate,
    },
  ]);
  const draft = await tx.invoice.create({
    data: {
      teacherId: payment.teacherId,
      studentId: payment.studentId,
      currency: payment.currency,
      payerName: student?.name ?? 'Customer',
      payerEmail: student?.email ?? null,
      receiptPaymentId: payment.id,
      ...invoiceTotals(lines),
      lines: { create: lines },
    },
  });
  await freezeInvoice(tx, {
    teacherId: payment.teacherId,
    invoiceId: draft.id,
    at: payment.paidAt,
    status: 'paid',
    paidAmount: payment.amount,
  });
}
