import { withTeacher } from '@/lib/http/route';
import { duplicateTemplateRoute } from '@/lib/materials/templates/contracts';
import { duplicateTemplate } from '@/lib/materials/templates/duplicate-template';

export const POST = withTeacher(duplicateTemplateRoute, async ({ teacher, params, meta }) =>
  Response.json(await duplicateTemplate({ teacherId: teacher.id, templateId: params.id, meta }), { status: 201 }),
);
