import { withTeacher } from '@/lib/http/route';
import { updateInsightsLayoutRoute } from '@/lib/insights/layout/contracts';
import { updateInsightsLayout } from '@/lib/insights/layout/update-insights-layout';

export const PATCH = withTeacher(updateInsightsLayoutRoute, ({ teacher, body }) =>
  updateInsightsLayout({ teacherId: teacher.id, input: body }),
);
