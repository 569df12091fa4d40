import { withTeacher } from '@/lib/http/route';
import { issueInvoiceRoute } from '@/lib/invoices/contracts';
import { issueInvoice } from '@/lib/invoices/issue-invoice';

export const POST = withTeacher(issueInvoiceRoute, ({ teacher, params, meta }) =>
  issueInvoice({ teacherId: teacher.id, invoiceId: params.id, meta }),
);
