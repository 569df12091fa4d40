import { withTeacher } from '@/lib/http/route';
import { getRetentionThresholdsRoute, updateRetentionThresholdsRoute } from '@/lib/insights/student-retention/contracts';
import { getRetentionThresholds, updateRetentionThresholds } from '@/lib/insights/student-retention/retention-thresholds';

// GET /api/teacher/insights/retention/settings - the lifecycle thresholds in force
export const GET = withTeacher(getRetentionThresholdsRoute, ({ teacher }) =>
  getRetentionThresholds({ teacherId: teacher.id }),
);

// PATCH /api/teacher/insights/retention/settings - change thresholds (same settings as Settings → retention)
export const PATCH = withTeacher(updateRetentionThresholdsRoute, ({ teacher, body, meta }) =>
  updateRetentionThresholds({ teacherId: teacher.id, input: body, meta }),
);
