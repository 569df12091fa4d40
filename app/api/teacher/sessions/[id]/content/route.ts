import { updateSessionContentRoute } from '@/lib/booking/contracts';
import { updateSessionContent } from '@/lib/booking/update-session-content';
import { withTeacher } from '@/lib/http/route';

export const PATCH = withTeacher(updateSessionContentRoute, ({ teacher, params, body, meta }) =>
  updateSessionContent({ teacherId: teacher.id, sessionId: params.id, input: body, meta }),
);
