import 'server-only';
import { db } from '@/lib/core/db';
import { pageWindow, toPage, type Page } from '@/lib/core/pagination';
import type { Prisma } from '@/generated/prisma/client';
import { invoiceInclude, toInvoice } from './invoice-view';
import type { TInvoice, TListInvoicesQuery } from './schemas';

/**
 * The teacher's invoices and credit notes, newest first unless `sort` and `direction` say otherwise, filtered by status and student; with
 * `ownStudentId` only that student's issued ones (the portal never sees drafts).
 */
export async function listInvoices({
  teacherId,
  query,
  ownStudentId,
}: {
  teacherId: string;
  /** Pages pass page and filters; the sort defaults to newest first. */
  query: ListQuery;
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
      orderBy: invoiceOrder(query),
      include: invoiceInclude,
      ...pageWindow(query),
    }),
    db.invoice.count({ where }),
  ]);
  return toPage(rows.map(toInvoice), total, query);
}

type ListQuery = Omit<TListInvoicesQuery, 'sort' | 'direction'> &
  Partial<Pick<TListInvoicesQuery, 'sort' | 'direction'>>;

/** The ORDER BY of a sort column; the id breaks ties so pages never overlap. */
function invoiceOrder({ sort = 'createdAt', direction = 'desc' }: ListQuery): Prisma.InvoiceOrderByWithRelationInput[] {
  const last = { sort: direction, nulls: 'last' } as const;
  const column: Prisma.InvoiceOrderByWithRelationInput[] =
    sort === 'number'
      ? [{ year: last }, { sequence: last }]
      : sort === 'issuedAt'
        ? [{ issuedAt: last }]
        : [{ [sort]: direction }];
  return [...column, { id: direction }];
}
