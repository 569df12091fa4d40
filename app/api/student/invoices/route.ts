import { withStudent } from '@/lib/http/route';
import { listOwnInvoicesRoute } from '@/lib/invoices/contracts';
import { listInvoices } from '@/lib/invoices/list-invoices';

export const GET = withStudent(listOwnInvoicesRoute, ({ student, query }) =>
  listInvoices({ teacherId: student.teacherId, query, ownStudentId: student.id }),
);
