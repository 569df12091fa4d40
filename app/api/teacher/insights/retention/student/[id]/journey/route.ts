import { withTeacher } from '@/lib/http/route';
import { getStudentJourneyRoute } from '@/lib/insights/student-retention/contracts';
import { getStudentJourney } from '@/lib/insights/student-retention/get-student-journey';

// GET /api/teacher/insights/retention/student/:id/journey - one student's journey
export const GET = withTeacher(getStudentJourneyRoute, ({ teacher, params }) =>
  getStudentJourney({ teacherId: teacher.id, studentId: params.id }),
);
