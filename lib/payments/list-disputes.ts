import 'server-only';
import { db } from '@/lib/core/db';
import { pageWindow, toPage, type Page } from '@/lib/core/pagination';
import { disputeSelect, toDispute, toPaymentStudent } from './payment-row';
import type { TDisputeRow, TListDisputesQuery } from './schemas';

/**
 * The teacher's disputes (recorded from `charge.dispute.created`), the earliest evidence deadline
 * first and then the newest, optionally of one status: what needs an answer at the processor, and
 * by when.
 */
export async function listDisputes({
  teacherId,
  query,
}: {
  teacherId: string;
  query: TListDisputesQuery;
}): Promise<Page<TDisputeRow>> {
  const where = { teacherId, ...(query.status ? { status: query.status } : {}) };
  const [total, rows] = await Promise.all([
    db.dispute.count({ where }),
    db.dispute.findMany({
      where,
      orderBy: [{ evidenceDueBy: { sort: 'asc', nulls: 'last' } }, { createdAt: 'desc' }, { id: 'asc' }],
      ...pageWindow(query),
      select: {
        ...disputeSelect,
        payment: {
          select: {
            id: true,
            description: true,
            student: { select: { id: true, name: true, email: true, deletedAt: true } },
          },
        },
      },
    }),
  ]);
  return toPage(
    rows.map(({ payment, ...dispute }) => ({
      ...toDispute(dispute),
      paymentId: payment.id,
      description: payment.description,
      student: toPaymentStudent(payment.student),
    })),
    total,
    query,
  );
}
