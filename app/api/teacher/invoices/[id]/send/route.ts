import { withTeacher } from '@/lib/http/route';
import { sendInvoiceRoute } from '@/lib/invoices/contracts';
import { sendInvoice } from '@/lib/invoices/send-invoice';

export const POST = withTeacher(sendInvoiceRoute, ({ teacher, params, meta }) =>
  sendInvoice({ teacherId: teacher.id, invoiceId: params.id, meta }),
);
