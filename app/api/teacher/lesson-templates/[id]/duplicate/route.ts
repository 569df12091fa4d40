import { withTeacher } from '@/lib/core/http';
import { duplicateTemplateRoute } from '@/lib/materials/templates/contracts';
import { duplicateTemplate } from '@/lib/materials/templates/duplicate-template';

export const POST = withTeacher(duplicateTemplateRoute, async ({ teacher, params, meta }) =>
  Response.json(await duplicateTemplate({ teacherId: teacher.id, templateId: params.id, meta }), { status: 201 }),
);
