import { withStudent } from '@/lib/http/route';
import { ownInvoicePdfRoute } from '@/lib/invoices/contracts';
import { invoicePdf, pdfResponse } from '@/lib/invoices/invoice-pdf';

export const GET = withStudent(ownInvoicePdfRoute, async ({ student, params }) =>
  pdfResponse(await invoicePdf({ teacherId: student.teacherId, invoiceId: params.id, studentId: student.id })),
);
