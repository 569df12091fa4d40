import { withTeacher } from '@/lib/http/route';
import { getEnrollmentRoute } from '@/lib/enrollments/contracts';
import { getEnrollment } from '@/lib/enrollments/get-enrollment';

export const GET = withTeacher(getEnrollmentRoute, ({ teacher, params }) =>
  getEnrollment({ teacherId: teacher.id, enrollmentId: params.id }),
);
