import { withTeacher } from '@/lib/core/http';
import { insightsEarningsRoute } from '@/lib/insights/performance/contracts';
import { getInsightsEarnings } from '@/lib/insights/performance/get-insights-earnings';

export const GET = withTeacher(insightsEarningsRoute, ({ teacher }) => getInsightsEarnings({ teacherId: teacher.id }));
