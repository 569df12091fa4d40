import type { Prisma } from '@/lib/core/db';
import type { Payment } from '@/generated/prisma/client';
import { freezeInvoice } from './freeze-invoice';
import { invoiceTotals, priceLines } from './invoice-amounts';

/**
 * A processor refund of a payment whose receipt exists (issue 35, decision 0157): each succeeded
 * refund of it gets a credit note with its own number, in the webhook's transaction, crediting the
 * refunded amount at the receipt's tax rate ("Refund of receipt INV-2026-0007"). The receipt itself
 * is never edited. One note per refund (unique `creditsRefundId`), so a replayed or a later event
 * finds the notes made and writes nothing; a second partial refund gets a note of its own. A payment
 * made for an invoice has no receipt: that invoice is recomputed instead (decision 0134).
 * Answers the credit notes made now.
 */
export async function creditRefundedReceipt(tx: Prisma.TransactionClient, payment: Payment) {
  if (payment.invoiceId) return [];
  const receipt = await tx.invoice.findFirst({
    where: { teacherId: payment.teacherId, receiptPaymentId: payment.id, kind: 'invoice', number: { not: null } },
    select: {
      id: true,
      number: true,
      studentId: true,
      currency: true,
      payerName: true,
      payerEmail: true,
      lines: { orderBy: { position: 'asc' }, take: 1, select: { taxRate: true } },
    },
  });
  if (!receipt) return [];
  const refunds = await tx.refund.findMany({
    where: { paymentId: payment.id, teacherId: payment.teacherId, status: 'succeeded', creditNote: null },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true, amount: true, createdAt: true },
  });
  const made: { id: string; number: string | null; refundId: string }[] = [];
  for (const refund of refunds) {
    const [line] = priceLines([
      {
        description: `Refund of receipt ${receipt.number}`,
        quantity: 1,
        unitAmount: refund.amount,
        taxRate: receipt.lines[0]?.taxRate ?? 0,
      },
    ]);
    const totals = invoiceTotals([line!]);
    const draft = await tx.invoice.create({
      data: {
        teacherId: payment.teacherId,
        studentId: receipt.studentId,
        kind: 'credit_note',
        currency: receipt.currency,
        payerName: receipt.payerName,
        payerEmail: receipt.payerEmail,
        creditsRefundId: refund.id,
        netAmount: -totals.netAmount,
        taxAmount: -totals.taxAmount,
        grossAmount: -totals.grossAmount,
        lines: {
          create: {
            ...line!,
            unitAmount: -line!.unitAmount,
            netAmount: -line!.netAmount,
            taxAmount: -line!.taxAmount,
            grossAmount: -line!.grossAmount,
          },
        },
      },
      select: { id: true },
    });
    // The money went back already: the note is settled as it is issued.
    const note = await freezeInvoice(tx, {
      teacherId: payment.teacherId,
      invoiceId: draft.id,
      at: refund.createdAt,
      status: 'paid',
      paidAmount: -totals.grossAmount,
    });
    made.push({ id: note.id, number: note.number, refundId: refund.id });
  }
  return made;
}
