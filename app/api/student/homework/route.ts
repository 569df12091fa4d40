import { listStudentHomeworkRoute } from '@/lib/booking/student/contracts';
import { listStudentHomework } from '@/lib/booking/student/list-student-homework';
import { withStudent } from '@/lib/http/route';

export const GET = withStudent(listStudentHomeworkRoute, ({ student, query }) =>
  listStudentHomework({ student, query }),
);
