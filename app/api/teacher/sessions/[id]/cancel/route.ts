import { cancelSession } from '@/lib/booking/cancel-session';
import { cancelTeacherSessionRoute } from '@/lib/booking/contracts';
import { withTeacher } from '@/lib/http/route';

export const POST = withTeacher(cancelTeacherSessionRoute, ({ teacher, params, body, meta }) =>
  cancelSession({ teacherId: teacher.id, sessionId: params.id, input: body, meta }),
);
