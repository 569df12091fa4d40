import { setHomeworkDoneRoute } from '@/lib/booking/student/contracts';
import { setHomeworkDone } from '@/lib/booking/student/set-homework-done';
import { withStudent } from '@/lib/http/route';

export const POST = withStudent(setHomeworkDoneRoute, ({ student, params, body, meta }) =>
  setHomeworkDone({ student, sessionId: params.id, input: body, meta }),
);
