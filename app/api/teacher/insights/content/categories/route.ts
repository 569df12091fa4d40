import { withTeacher } from '@/lib/http/route';
import { getContentCategoriesRoute } from '@/lib/insights/content/contracts';
import { getCategoryMetrics } from '@/lib/insights/content/get-category-metrics';

export const GET = withTeacher(getContentCategoriesRoute, ({ teacher, query }) =>
  getCategoryMetrics({ teacherId: teacher.id, query }),
);
