import { studentServiceAvailabilityRoute } from '@/lib/availability/contracts';
import { getStudentServiceAvailability } from '@/lib/availability/get-student-service-availability';
import { withStudent } from '@/lib/http/route';

export const GET = withStudent(studentServiceAvailabilityRoute, ({ student, query }) =>
  getStudentServiceAvailability({ student, query }),
);
