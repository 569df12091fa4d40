import { withTeacher } from '@/lib/http/route';
import { getStudentStandingRoute } from '@/lib/legal/contracts';
import { getStudentStanding } from '@/lib/legal/acceptance/get-student-standing';

export const GET = withTeacher(getStudentStandingRoute, ({ teacher, params }) =>
  getStudentStanding({ teacherId: teacher.id, studentId: params.studentId }),
);
