import { withTeacher } from '@/lib/http/route';
import { insightsMetricsRoute } from '@/lib/insights/performance/contracts';
import { getInsightsMetrics } from '@/lib/insights/performance/get-insights-metrics';

export const GET = withTeacher(insightsMetricsRoute, ({ teacher, query }) =>
  getInsightsMetrics({ teacherId: teacher.id, days: query.period }),
);
