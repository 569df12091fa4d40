import { withTeacher } from '@/lib/http/route';
import { rankContentTemplatesRoute } from '@/lib/insights/content/contracts';
import { rankTemplates } from '@/lib/insights/content/rank-templates';

export const GET = withTeacher(rankContentTemplatesRoute, ({ teacher, query }) =>
  rankTemplates({ teacherId: teacher.id, query }),
);
