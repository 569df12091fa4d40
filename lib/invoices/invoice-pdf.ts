import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { invoiceReaderSelect, invoiceRegionalFormat } from './invoice-reader';
import { invoiceInclude, toInvoice } from './invoice-view';
import { renderInvoicePdf } from './render-invoice-pdf';

/**
 * The PDF of one of the teacher's invoices (or, with `studentId`, of that student's issued ones), in
 * its reader's language whoever downloads it: the same document the payer was sent (decision 0116).
 */
export async function invoicePdf({
  teacherId,
  invoiceId,
  studentId,
}: {
  teacherId: string;
  invoiceId: string;
  studentId?: string;
}): Promise<{ pdf: Buffer; filename: string }> {
  const invoice = await db.invoice.findFirst({
    where: { id: invoiceId, teacherId, ...(studentId ? { studentId, status: { not: 'draft' } } : {}) },
    include: {
      ...invoiceInclude,
      ...invoiceReaderSelect,
      teacher: { select: { id: true, name: true, email: true, timezone: true, locale: true, hourCycle: true } },
    },
  });
  if (!invoice) throw new NotFoundError('Invoice');
  const pdf = await renderInvoicePdf(
    { ...toInvoice(invoice), seller: invoice.seller },
    invoice.teacher,
    invoiceRegionalFormat(invoice, invoice.teacher),
  );
  return { pdf, filename: `${invoice.number ?? `draft-${invoice.id.slice(0, 8)}`}.pdf` };
}

export const pdfResponse = ({ pdf, filename }: { pdf: Buffer; filename: string }) =>
  new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
      'cache-control': 'private, no-store',
    },
  });
