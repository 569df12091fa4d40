import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { invoiceInclude, toInvoice } from './invoice-view';
import type { TInvoice } from './schemas';

/** One invoice of the teacher (or, with `studentId`, of that student and issued: the portal's view). */
export async function getInvoice({
  teacherId,
  invoiceId,
  studentId,
}: {
  teacherId: string;
  invoiceId: string;
  studentId?: string;
}): Promise<TInvoice> {
  const invoice = await db.invoice.findFirst({
    where: { id: invoiceId, teacherId, ...(studentId ? { studentId, status: { not: 'draft' } } : {}) },
    include: invoiceInclude,
  });
  if (!invoice) throw new NotFoundError('Invoice');
  return toInvoice(invoice);
}
