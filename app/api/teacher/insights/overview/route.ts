import { withTeacher } from '@/lib/http/route';
import { insightsOverviewRoute } from '@/lib/insights/performance/contracts';
import { getInsightsOverview } from '@/lib/insights/performance/get-insights-overview';

export const GET = withTeacher(insightsOverviewRoute, ({ teacher, query }) =>
  getInsightsOverview({ teacherId: teacher.id, days: query.period }),
);
