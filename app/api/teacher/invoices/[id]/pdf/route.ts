import { withTeacher } from '@/lib/http/route';
import { invoicePdfRoute } from '@/lib/invoices/contracts';
import { invoicePdf, pdfResponse } from '@/lib/invoices/invoice-pdf';

export const GET = withTeacher(invoicePdfRoute, async ({ teacher, params }) =>
  pdfResponse(await invoicePdf({ teacherId: teacher.id, invoiceId: params.id })),
);
