import { withTeacher } from '@/lib/http/route';
import { getContentResourcesRoute } from '@/lib/insights/content/contracts';
import { getResourceImpact } from '@/lib/insights/content/get-resource-impact';

export const GET = withTeacher(getContentResourcesRoute, ({ teacher, query }) =>
  getResourceImpact({ teacherId: teacher.id, query }),
);
