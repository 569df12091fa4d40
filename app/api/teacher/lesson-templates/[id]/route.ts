import { withTeacher } from '@/lib/http/route';
import { deleteMaterial } from '@/lib/materials/trash/delete-material';
import { deleteTemplateRoute, getTemplateRoute, updateTemplateRoute } from '@/lib/materials/templates/contracts';
import { getTemplate } from '@/lib/materials/templates/get-template';
import { updateTemplate } from '@/lib/materials/templates/update-template';

export const GET = withTeacher(getTemplateRoute, ({ teacher, params }) =>
  getTemplate({ teacherId: teacher.id, templateId: params.id }),
);

export const PATCH = withTeacher(updateTemplateRoute, ({ teacher, params, body, meta }) =>
  updateTemplate({ teacherId: teacher.id, templateId: params.id, input: body, meta }),
);

// 204 like every single delete; only a folder's delete answers a body (the batch that restores its subtree).
export const DELETE = withTeacher(deleteTemplateRoute, async ({ teacher, params, meta }) => {
  await deleteMaterial({ teacherId: teacher.id, type: 'template', id: params.id, meta });
  return new Response(null, { status: 204 });
});
