import 'server-only';
import { db } from '@/lib/core/db';
import { pageWindow, toPage, type Page } from '@/lib/core/pagination';
import { paymentWhere } from './payment-filters';
import { paymentRowSelect, toPaymentRow } from './payment-row';
import type { TListPaymentsQuery, TPaymentRow } from './schemas';

/** The teacher's payment history, newest first, filtered by status, paid date and student. */
export async function listPayments({
  teacherId,
  query,
}: {
  teacherId: string;
  query: TListPaymentsQuery;
}): Promise<Page<TPaymentRow>> {
  const where = paymentWhere(teacherId, query);
  const [total, rows] = await Promise.all([
    db.payment.count({ where }),
    db.payment.findMany({
      where,
      orderBy: [{ paidAt: { sort: 'desc', nulls: 'last' } }, { createdAt: 'desc' }, { id: 'asc' }],
      ...pageWindow(query),
      select: paymentRowSelect,
    }),
  ]);
  return toPage(rows.map(toPaymentRow), total, query);
}
