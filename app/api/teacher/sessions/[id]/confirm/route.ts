import { confirmTrialSessionRoute } from '@/lib/booking/trials/contracts';
import { confirmTrial } from '@/lib/booking/trials/decide-trial';
import { withTeacher } from '@/lib/http/route';

export const POST = withTeacher(confirmTrialSessionRoute, ({ teacher, params, meta }) =>
  confirmTrial({ teacherId: teacher.id, sessionId: params.id, meta }),
);
