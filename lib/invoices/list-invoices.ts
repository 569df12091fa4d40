import 'server-only';
import { db } from '@/lib/core/db';
import { pageWindow, toPage, type Page } from '@/lib/core/pagination';
import type { Prisma } from '@/generated/prisma/client';
import { invoiceInclude, toInvoice } from './invoice-view';
import type { TInvoice, TListInvoicesQuery } from './schemas';

/**
 * The teacher's invoices and credit notes, newest first, filtered by status and student; with
 * `ownStudentId` only that student's issued ones (the portal never sees drafts).
 */
export async function listInvoices({
  teacherId,
  query,
  ownStudentId,
}: {
  teacherId: string;
  query: TListInvoicesQuery;
  ownStudentId?: string;
}): Promise<Page<TInvoice>> {
  const where: Prisma.InvoiceWhereInput = {
    teacherId,
    ...(query.status ? { status: query.status } : {}),
    ...(query.studentId ? { studentId: query.studentId } : {}),
    ...(ownStudentId ? { studentId: ownStudentId, status: query.status ?? { not: 'draft' } } : {}),
  };
  if (ownStudentId && query.status === 'draft') return toPage([], 0, query);
  const [rows, total] = await Promise.all([
    db.invoice.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      include: invoiceInclude,
      ...pageWindow(query),
    }),
    db.invoice.count({ where }),
  ]);
  return toPage(rows.map(toInvoice), total, query);
}
