import { getStudentSessionRoute } from '@/lib/booking/student/contracts';
import { getStudentSession } from '@/lib/booking/student/get-student-session';
import { withStudent } from '@/lib/http/route';

export const GET = withStudent(getStudentSessionRoute, ({ student, params }) =>
  getStudentSession({ student, sessionId: params.id }),
);
