import { withTeacher } from '@/lib/http/route';
import { deleteMaterial } from '@/lib/materials/trash/delete-material';
import { deleteResourceRoute, getResourceRoute, updateResourceRoute } from '@/lib/materials/resources/contracts';
import { getResource } from '@/lib/materials/resources/get-resource';
import { updateResource } from '@/lib/materials/resources/update-resource';

export const GET = withTeacher(getResourceRoute, ({ teacher, params }) =>
  getResource({ teacherId: teacher.id, resourceId: params.id }),
);

export const PATCH = withTeacher(updateResourceRoute, ({ teacher, params, body, meta }) =>
  updateResource({ teacherId: teacher.id, resourceId: params.id, input: body, meta }),
);

export const DELETE = withTeacher(deleteResourceRoute, async ({ teacher, params, meta }) => {
  await deleteMaterial({ teacherId: teacher.id, type: 'resource', id: params.id, meta });
  return new Response(null, { status: 204 });
});
