import { cancelStudentSession } from '@/lib/booking/student/cancel-student-session';
import { cancelStudentSessionRoute } from '@/lib/booking/student/contracts';
import { withStudent } from '@/lib/core/http';

export const POST = withStudent(cancelStudentSessionRoute, ({ student, params, body, meta }) =>
  cancelStudentSession({ student, sessionId: params.id, input: body, meta }),
);
