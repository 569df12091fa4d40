import { submitSessionMoodRoute } from '@/lib/booking/student/contracts';
import { submitSessionMood } from '@/lib/booking/student/submit-session-mood';
import { withStudent } from '@/lib/http/route';

export const POST = withStudent(submitSessionMoodRoute, ({ student, params, body, meta }) =>
  submitSessionMood({ student, sessionId: params.id, input: body, meta }),
);
