import { usableTimeZone } from '@/lib/core/time';
import { getActivitySummaryRoute } from '@/lib/audit/contracts';
import { getActivitySummary } from '@/lib/audit/get-activity-summary';
import { withTeacher } from '@/lib/http/route';

export const GET = withTeacher(getActivitySummaryRoute, ({ teacher, query }) =>
  getActivitySummary({ teacherId: teacher.id, timezone: usableTimeZone(teacher.timezone), query }),
);
