import { withTeacher } from '@/lib/http/route';
import { listAtRiskStudentsRoute } from '@/lib/insights/student-retention/contracts';
import { listAtRiskStudents } from '@/lib/insights/student-retention/list-at-risk-students';

// GET /api/teacher/insights/retention/at-risk - students to act on, by risk, paginated
export const GET = withTeacher(listAtRiskStudentsRoute, ({ teacher, query }) =>
  listAtRiskStudents({ teacherId: teacher.id, query }),
);
