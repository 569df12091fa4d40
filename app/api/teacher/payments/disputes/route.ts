import { withTeacher } from '@/lib/http/route';
import { listDisputesRoute } from '@/lib/payments/contracts';
import { listDisputes } from '@/lib/payments/list-disputes';

// GET /api/teacher/payments/disputes - the signed-in teacher's disputes
export const GET = withTeacher(listDisputesRoute, ({ teacher, query }) =>
  listDisputes({ teacherId: teacher.id, query }),
);
