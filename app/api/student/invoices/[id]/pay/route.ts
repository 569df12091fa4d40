import { assertSeesFamilyMoney } from '@/lib/families/portal/assert-sees-family-money';
import { withStudent } from '@/lib/http/route';
import { payOwnInvoiceRoute } from '@/lib/invoices/contracts';
import { payInvoice } from '@/lib/invoices/pay-invoice';

export const POST = withStudent(payOwnInvoiceRoute, ({ session, student, params }) => {
  assertSeesFamilyMoney(session);
  return payInvoice({ teacherId: student.teacherId, studentId: student.id, invoiceId: params.id });
});
