import { previewStudentRescheduleRoute } from '@/lib/booking/student/contracts';
import { previewStudentReschedule } from '@/lib/booking/student/preview-student-reschedule';
import { withStudent } from '@/lib/http/route';

export const GET = withStudent(previewStudentRescheduleRoute, ({ student, params, query }) =>
  previewStudentReschedule({ student, sessionId: params.id, startUtc: query.startUtc }),
);
