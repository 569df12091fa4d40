import { withTeacher } from '@/lib/http/route';
import { listEnrollmentsRoute } from '@/lib/enrollments/contracts';
import { listEnrollments } from '@/lib/enrollments/list-enrollments';

export const GET = withTeacher(listEnrollmentsRoute, ({ teacher, query }) =>
  listEnrollments({ teacherId: teacher.id, query }),
);
