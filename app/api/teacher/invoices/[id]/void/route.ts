import { withTeacher } from '@/lib/http/route';
import { voidInvoiceRoute } from '@/lib/invoices/contracts';
import { voidInvoice } from '@/lib/invoices/void-invoice';

export const POST = withTeacher(voidInvoiceRoute, ({ teacher, params, meta }) =>
  voidInvoice({ teacherId: teacher.id, invoiceId: params.id, meta }),
);
