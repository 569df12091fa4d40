import { withTeacher } from '@/lib/http/route';
import { insightsEarningsRoute } from '@/lib/insights/performance/contracts';
import { getInsightsEarnings } from '@/lib/insights/performance/get-insights-earnings';

export const GET = withTeacher(insightsEarningsRoute, ({ teacher }) => getInsightsEarnings({ teacherId: teacher.id }));
