import { withTeacher } from '@/lib/core/http';
import { getRetentionCohortsRoute } from '@/lib/insights/retention/contracts';
import { getRetentionCohorts } from '@/lib/insights/retention/get-retention-cohorts';

// GET /api/teacher/insights/retention/cohorts?months=6|12 - cohort matrix by month of first session
export const GET = withTeacher(getRetentionCohortsRoute, ({ teacher, query }) =>
  getRetentionCohorts({ teacherId: teacher.id, months: query.months }),
);
