import { withTeacher } from '@/lib/http/route';
import { bulkStudentAction } from '@/lib/students/bulk-student-action';
import { bulkStudentActionRoute } from '@/lib/students/contracts';

export const POST = withTeacher(bulkStudentActionRoute, ({ teacher, body, meta }) =>
  bulkStudentAction({ teacherId: teacher.id, ...body, meta }),
);
