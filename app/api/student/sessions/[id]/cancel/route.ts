import { cancelStudentSession } from '@/lib/booking/student/cancel-student-session';
import { cancelStudentSessionRoute } from '@/lib/booking/student/contracts';
import { withStudent } from '@/lib/http/route';

export const POST = withStudent(cancelStudentSessionRoute, ({ student, params, body, meta }) =>
  cancelStudentSession({ student, sessionId: params.id, input: body, meta }),
);
