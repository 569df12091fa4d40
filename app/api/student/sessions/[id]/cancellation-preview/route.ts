import { previewStudentCancellationRoute } from '@/lib/booking/student/contracts';
import { previewStudentCancellation } from '@/lib/booking/student/preview-student-cancellation';
import { withStudent } from '@/lib/http/route';

export const GET = withStudent(previewStudentCancellationRoute, ({ student, params }) =>
  previewStudentCancellation({ student, sessionId: params.id }),
);
