import { deleteOverrideRoute, getOverrideRoute, updateOverrideRoute } from '@/lib/availability/contracts';
import { deleteOverride } from '@/lib/availability/delete-override';
import { getOverride } from '@/lib/availability/get-override';
import { updateOverride } from '@/lib/availability/update-override';
import { withTeacher } from '@/lib/http/route';

export const GET = withTeacher(getOverrideRoute, ({ teacher, params }) =>
  getOverride({ teacherId: teacher.id, overrideId: params.id }),
);

export const PATCH = withTeacher(updateOverrideRoute, ({ teacher, params, body, meta }) =>
  updateOverride({ teacherId: teacher.id, overrideId: params.id, input: body, meta }),
);

export const DELETE = withTeacher(deleteOverrideRoute, async ({ teacher, params, meta }) => {
  await deleteOverride({ teacherId: teacher.id, overrideId: params.id, meta });
  return new Response(null, { status: 204 });
});
