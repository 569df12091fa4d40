import { rejectTrialSessionRoute } from '@/lib/booking/trials/contracts';
import { rejectTrial } from '@/lib/booking/trials/decide-trial';
import { withTeacher } from '@/lib/http/route';

export const POST = withTeacher(rejectTrialSessionRoute, ({ teacher, params, body, meta }) =>
  rejectTrial({ teacherId: teacher.id, sessionId: params.id, reason: body.reason, meta }),
);
