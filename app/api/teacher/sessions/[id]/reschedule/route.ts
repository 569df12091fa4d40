import { rescheduleTeacherSessionRoute } from '@/lib/booking/reschedule-contracts';
import { rescheduleTeacherSession } from '@/lib/booking/reschedule-teacher-session';
import { withTeacher } from '@/lib/http/route';

export const POST = withTeacher(rescheduleTeacherSessionRoute, ({ teacher, params, body, meta }) =>
  rescheduleTeacherSession({ teacherId: teacher.id, sessionId: params.id, input: body, meta }),
);
