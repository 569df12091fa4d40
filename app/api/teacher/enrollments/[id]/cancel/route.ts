import { withTeacher } from '@/lib/http/route';
import { cancelEnrollmentRoute } from '@/lib/enrollments/contracts';
import { cancelEnrollment } from '@/lib/enrollments/cancel-enrollment';

export const POST = withTeacher(cancelEnrollmentRoute, ({ teacher, params, meta }) =>
  cancelEnrollment({ teacherId: teacher.id, enrollmentId: params.id, meta }),
);
