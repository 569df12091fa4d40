import { markNoShowRoute } from '@/lib/booking/contracts';
import { markNoShow } from '@/lib/booking/mark-no-show';
import { withTeacher } from '@/lib/http/route';

export const POST = withTeacher(markNoShowRoute, ({ teacher, params, meta }) =>
  markNoShow({ teacherId: teacher.id, sessionId: params.id, studentId: params.studentId, meta }),
);
