import { assertSeesFamilyMoney } from '@/lib/families/portal/assert-sees-family-money';
import { withStudent } from '@/lib/http/route';
import { ownInvoicePdfRoute } from '@/lib/invoices/contracts';
import { invoicePdf, pdfResponse } from '@/lib/invoices/invoice-pdf';

export const GET = withStudent(ownInvoicePdfRoute, async ({ session, student, params }) => {
  assertSeesFamilyMoney(session);
  return pdfResponse(await invoicePdf({ teacherId: student.teacherId, invoiceId: params.id, studentId: student.id }));
});
