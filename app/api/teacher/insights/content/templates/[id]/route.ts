import { withTeacher } from '@/lib/http/route';
import { getContentTemplateRoute } from '@/lib/insights/content/contracts';
import { getTemplateDetail } from '@/lib/insights/content/get-template-detail';

export const GET = withTeacher(getContentTemplateRoute, ({ teacher, params, query }) =>
  getTemplateDetail({ teacherId: teacher.id, templateId: params.id, query }),
);
