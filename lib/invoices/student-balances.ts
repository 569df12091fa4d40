import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { revenueStatuses } from '@/lib/metrics/revenue';
import { openAmountOf } from './invoice-view';
import { owedLessonAmount, owedSessionWhere } from './student-balance-lines';

/** Open amount per currency (minor units; negative is credit in the student's favour). */
export type OpenByCurrency = Map<string, number>;

/**
 * The balance of several students at once, per student and currency, by the rule of
 * `getStudentBalance` (decision 0093, docs/metrics.md "Balance of a student"): unbilled post-paid
 * lessons + open amounts of issued invoices - payments on account net of their corrections. Four
 * statements whatever the number of students (a family page must not ask once per member).
 */
export async function studentBalances(
  tx: Prisma.TransactionClient,
  { teacherId, studentIds }: { teacherId: string; studentIds: string[] },
): Promise<Map<string, OpenByCurrency>> {
  const balances = new Map<string, OpenByCurrency>(studentIds.map((id) => [id, new Map()]));
  if (studentIds.length === 0) return balances;
  const add = (studentId: string | null, currency: string, amount: number) => {
    const open = studentId ? balances.get(studentId) : undefined;
    if (open) open.set(currency, (open.get(currency) ?? 0) + amount);
  };
  const [sessions, invoices, payments] = await Promise.all([
    tx.session.findMany({
      where: {
        teacherId,
        studentId: { in: studentIds },
        ...owedSessionWhere,
        service: { billing: 'postpaid' },
      },
      select: {
        id: true,
        studentId: true,
        status: true,
        balanceFeePercent: true,
        service: { select: { priceAmount: true, currency: true } },
      },
    }),
    tx.invoice.findMany({
      where: {
        teacherId,
        studentId: { in: studentIds },
        kind: 'invoice',
        status: { in: ['issued', 'partially_paid'] },
      },
      select: { studentId: true, kind: true, status: true, grossAmount: true, paidAmount: true, currency: true },
    }),
    tx.payment.findMany({
      where: {
        teacherId,
        studentId: { in: studentIds },
        kind: 'balance',
        invoiceId: null,
        status: { in: [...revenueStatuses] },
      },
      select: {
        studentId: true,
        amount: true,
        currency: true,
        refunds: { where: { status: 'succeeded' }, select: { amount: true, currency: true } },
      },
    }),
  ]);
  const billed =
    sessions.length === 0
      ? []
      : await tx.invoiceLine.findMany({
          where: {
            sessionId: { in: sessions.map((session) => session.id) },
            invoice: { teacherId, kind: 'invoice', status: { not: 'void' } },
          },
          select: { sessionId: true },
        });
  const billedIds = new Set(billed.map((line) => line.sessionId));
  for (const session of sessions) {
    if (billedIds.has(session.id)) continue;
    add(session.studentId, session.service.currency, owedLessonAmount(session, session.service.priceAmount));
  }
  for (const invoice of invoices) add(invoice.studentId, invoice.currency, openAmountOf(invoice));
  for (const payment of payments) {
    add(payment.studentId, payment.currency, -payment.amount);
    for (const refund of payment.refunds) add(payment.studentId, refund.currency, refund.amount);
  }
  return balances;
}
