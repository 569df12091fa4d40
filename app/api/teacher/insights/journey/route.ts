import { withTeacher } from '@/lib/http/route';
import { insightsJourneyRoute } from '@/lib/insights/performance/contracts';
import { getInsightsJourney } from '@/lib/insights/performance/get-insights-journey';

export const GET = withTeacher(insightsJourneyRoute, ({ teacher }) => getInsightsJourney({ teacherId: teacher.id }));
