import { withTeacher } from '@/lib/http/route';
import { getRetentionCohortsRoute } from '@/lib/insights/student-retention/contracts';
import { getRetentionCohorts } from '@/lib/insights/student-retention/get-retention-cohorts';

// GET /api/teacher/insights/retention/cohorts?months=6|12 - cohort matrix by month of first session
export const GET = withTeacher(getRetentionCohortsRoute, ({ teacher, query }) =>
  getRetentionCohorts({ teacherId: teacher.id, months: query.months }),
);
