import { rescheduleStudentSessionRoute } from '@/lib/booking/student/contracts';
import { rescheduleStudentSession } from '@/lib/booking/student/reschedule-student-session';
import { withStudent } from '@/lib/http/route';

export const POST = withStudent(rescheduleStudentSessionRoute, ({ student, params, body, meta }) =>
  rescheduleStudentSession({ student, sessionId: params.id, input: body, meta }),
);
