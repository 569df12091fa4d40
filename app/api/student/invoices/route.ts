import { assertSeesFamilyMoney } from '@/lib/families/portal/assert-sees-family-money';
import { withStudent } from '@/lib/http/route';
import { listOwnInvoicesRoute } from '@/lib/invoices/contracts';
import { listInvoices } from '@/lib/invoices/list-invoices';

export const GET = withStudent(listOwnInvoicesRoute, ({ session, student, query }) => {
  assertSeesFamilyMoney(session);
  return listInvoices({ teacherId: student.teacherId, query, ownStudentId: student.id });
});
