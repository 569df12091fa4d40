import { withTeacher } from '@/lib/http/route';
import { getContentOverviewRoute } from '@/lib/insights/content/contracts';
import { getContentOverview } from '@/lib/insights/content/get-content-overview';

export const GET = withTeacher(getContentOverviewRoute, ({ teacher, query }) =>
  getContentOverview({ teacherId: teacher.id, query }),
);
