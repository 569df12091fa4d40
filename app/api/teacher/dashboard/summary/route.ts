import { withTeacher } from '@/lib/http/route';
import { getDashboardSummaryRoute } from '@/lib/dashboard/contracts';
import { getDashboardSummary } from '@/lib/dashboard/get-dashboard-summary';

export const GET = withTeacher(getDashboardSummaryRoute, ({ teacher }) =>
  getDashboardSummary({ teacherId: teacher.id }),
);
