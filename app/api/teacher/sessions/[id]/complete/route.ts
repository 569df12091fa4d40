import { completeSession } from '@/lib/booking/complete-session';
import { completeTeacherSessionRoute } from '@/lib/booking/contracts';
import { withTeacher } from '@/lib/http/route';

export const POST = withTeacher(completeTeacherSessionRoute, ({ teacher, params, meta }) =>
  completeSession({ teacherId: teacher.id, sessionId: params.id, meta }),
);
