import type { Prisma } from '@/lib/core/db';
import { revenueStatuses } from '@/lib/metrics/revenue';

/**
 * Recomputes what an issued invoice has received (its payments' amounts minus what was refunded or
 * corrected of them, the Revenue rule of docs/metrics.md) and its status: paid when covered,
 * partially_paid when something came, issued when nothing did. Drafts and void invoices do not move.
 * The caller holds the invoice's row lock.
 */
export async function settleInvoice(tx: Prisma.TransactionClient, teacherId: string, invoiceId: string) {
  const invoice = await tx.invoice.findUniqueOrThrow({ where: { id: invoiceId, teacherId } });
  if (invoice.kind !== 'invoice' || invoice.status === 'draft' || invoice.status === 'void') return invoice;
  const sums = await tx.payment.aggregate({
    where: { teacherId, invoiceId, status: { in: [...revenueStatuses] } },
    _sum: { amount: true, refundedAmount: true },
  });
  const paidAmount = (sums._sum.amount ?? 0) - (sums._sum.refundedAmount ?? 0);
  const status = paidAmount >= invoice.grossAmount ? 'paid' : paidAmount > 0 ? 'partially_paid' : 'issued';
  return tx.invoice.update({ where: { id: invoiceId, teacherId }, data: { paidAmount, status } });
}
