import { withStudent } from '@/lib/http/route';
import { payOwnInvoiceRoute } from '@/lib/invoices/contracts';
import { payInvoice } from '@/lib/invoices/pay-invoice';

export const POST = withStudent(payOwnInvoiceRoute, ({ student, params }) =>
  payInvoice({ teacherId: student.teacherId, studentId: student.id, invoiceId: params.id }),
);
