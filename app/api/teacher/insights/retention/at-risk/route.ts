import { withTeacher } from '@/lib/core/http';
import { listAtRiskStudentsRoute } from '@/lib/insights/retention/contracts';
import { listAtRiskStudents } from '@/lib/insights/retention/list-at-risk-students';

// GET /api/teacher/insights/retention/at-risk - students to act on, by risk, paginated
export const GET = withTeacher(listAtRiskStudentsRoute, ({ teacher, query }) =>
  listAtRiskStudents({ teacherId: teacher.id, query }),
);
