import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { revenueStatuses } from '@/lib/metrics/revenue';
import { openAmountOf } from './invoice-view';
import { unbilledCharges } from './student-balance-lines';

export type BalanceItem = {
  type: 'charge' | 'invoice' | 'payment' | 'correction';
  id: string;
  description: string;
  /** Minor units: what it adds to the open amount (payments and credits negative). */
  amount: number;
  currency: string;
  at: string;
};

/**
 * What a student owes, per currency (decision 0093): the post-paid lessons and monthly tuition (0133) not billed yet, plus the
 * open amount of each issued invoice, minus the payments made on account (not for an invoice or a
 * service) net of their corrections, minus what was paid above an invoice's gross (cash and card
 * meeting on one invoice, decision 0134). A negative amount is credit in the student's favour.
 */
export async function getStudentBalance({ teacherId, studentId }: { teacherId: string; studentId: string }) {
  const student = await db.student.findFirst({ where: { id: studentId, teacherId }, select: { id: true } });
  if (!student) throw new NotFoundError('Student');
  const [charges, invoices, overpaid, payments] = await Promise.all([
    unbilledCharges(db, { teacherId, studentId }),
    db.invoice.findMany({
      where: { teacherId, studentId, kind: 'invoice', status: { in: ['issued', 'partially_paid'] } },
      orderBy: { issuedAt: 'asc' },
    }),
    // Cash and card met on one invoice (decision 0134): what came in above its gross is credit.
    db.invoice.findMany({
      where: {
        teacherId,
        studentId,
        kind: 'invoice',
        status: 'paid',
        paidAmount: { gt: db.invoice.fields.grossAmount },
      },
      orderBy: { issuedAt: 'asc' },
    }),
    db.payment.findMany({
      where: { teacherId, studentId, kind: 'balance', invoiceId: null, status: { in: [...revenueStatuses] } },
      orderBy: { paidAt: 'asc' },
      include: { refunds: { where: { status: 'succeeded' } } },
    }),
  ]);
  const items: BalanceItem[] = [
    ...charges.map((charge) => ({
      type: 'charge' as const,
      id: charge.id,
      description: charge.description,
      amount: charge.unitAmount,
      currency: charge.currency,
      at: charge.at.toISOString(),
    })),
    ...invoices.map((invoice) => ({
      type: 'invoice' as const,
      id: invoice.id,
      description: `Invoice ${invoice.number} (open)`,
      amount: openAmountOf(invoice),
      currency: invoice.currency,
      at: invoice.issuedAt!.toISOString(),
    })),
    ...overpaid.map((invoice) => ({
      type: 'payment' as const,
      id: invoice.id,
      description: `Overpaid on invoice ${invoice.number} (credit)`,
      amount: invoice.grossAmount - invoice.paidAmount,
      currency: invoice.currency,
      at: invoice.updatedAt.toISOString(),
    })),
    ...payments.flatMap((payment) => [
      {
        type: 'payment' as const,
        id: payment.id,
        description: `${payment.description ?? 'Payment'} (${payment.method.replace('_', ' ')})`,
        amount: -payment.amount,
        currency: payment.currency,
        at: payment.paidAt!.toISOString(),
      },
      ...payment.refunds.map((refund) => ({
        type: 'correction' as const,
        id: refund.id,
        description: refund.reason ?? 'Correction',
        amount: refund.amount,
        currency: refund.currency,
        at: refund.createdAt.toISOString(),
      })),
    ]),
  ].sort((a, b) => a.at.localeCompare(b.at));
  const open = new Map<string, number>();
  for (const item of items) open.set(item.currency, (open.get(item.currency) ?? 0) + item.amount);
  return {
    studentId,
    open: [...open.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, amount]) => ({ currency, amount })),
    items,
  };
}
