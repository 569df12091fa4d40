import { withTeacher } from '@/lib/http/route';
import { insightsFunnelRoute } from '@/lib/insights/performance/contracts';
import { getInsightsFunnel } from '@/lib/insights/performance/get-insights-funnel';

export const GET = withTeacher(insightsFunnelRoute, ({ teacher, query }) =>
  getInsightsFunnel({ teacherId: teacher.id, days: query.period }),
);
