import { withTeacher } from '@/lib/http/route';
import { getInvoiceRoute } from '@/lib/invoices/contracts';
import { getInvoice } from '@/lib/invoices/get-invoice';

export const GET = withTeacher(getInvoiceRoute, ({ teacher, params }) =>
  getInvoice({ teacherId: teacher.id, invoiceId: params.id }),
);
