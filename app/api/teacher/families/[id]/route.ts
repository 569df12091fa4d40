import { deleteFamilyRoute, getFamilyRoute, updateFamilyRoute } from '@/lib/families/contracts';
import { deleteFamily } from '@/lib/families/delete-family';
import { getFamily } from '@/lib/families/get-family';
import { updateFamily } from '@/lib/families/update-family';
import { withTeacher } from '@/lib/http/route';

export const GET = withTeacher(getFamilyRoute, ({ teacher, params }) =>
  getFamily({ teacherId: teacher.id, familyId: params.id }),
);

export const PATCH = withTeacher(updateFamilyRoute, ({ teacher, params, body, meta }) =>
  updateFamily({ teacherId: teacher.id, familyId: params.id, input: body, meta }),
);

export const DELETE = withTeacher(deleteFamilyRoute, async ({ teacher, params, meta }) => {
  await deleteFamily({ teacherId: teacher.id, familyId: params.id, meta });
  return new Response(null, { status: 204 });
});
