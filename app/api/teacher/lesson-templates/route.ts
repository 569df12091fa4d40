import { withTeacher } from '@/lib/http/route';
import { createTemplateRoute, listTemplatesRoute } from '@/lib/materials/templates/contracts';
import { createTemplate } from '@/lib/materials/templates/create-template';
import { listTemplates } from '@/lib/materials/templates/list-templates';

export const GET = withTeacher(listTemplatesRoute, ({ teacher, query }) =>
  listTemplates({ teacherId: teacher.id, query }),
);

export const POST = withTeacher(createTemplateRoute, async ({ teacher, body, meta }) =>
  Response.json(await createTemplate({ teacherId: teacher.id, input: body, meta }), { status: 201 }),
);
