import { withTeacher } from '@/lib/http/route';
import { listPaymentsRoute } from '@/lib/payments/contracts';
import { listPayments } from '@/lib/payments/list-payments';

// GET /api/teacher/payments - the signed-in teacher's payment history
export const GET = withTeacher(listPaymentsRoute, ({ teacher, query }) =>
  listPayments({ teacherId: teacher.id, query }),
);
