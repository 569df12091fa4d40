import { withTeacher } from '@/lib/http/route';
import { templateResourcesRoute } from '@/lib/materials/templates/contracts';
import { listTemplateResources } from '@/lib/materials/templates/list-template-resources';

export const GET = withTeacher(templateResourcesRoute, ({ teacher, params }) =>
  listTemplateResources({ teacherId: teacher.id, templateId: params.id }),
);
