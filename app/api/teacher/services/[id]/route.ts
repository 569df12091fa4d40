import { deleteServiceRoute, getTeacherServiceRoute, updateServiceRoute } from '@/lib/catalogue/contracts';
import { deleteService } from '@/lib/catalogue/delete-service';
import { getService } from '@/lib/catalogue/get-service';
import { updateService } from '@/lib/catalogue/update-service';
import { withTeacher } from '@/lib/http/route';

export const GET = withTeacher(getTeacherServiceRoute, ({ teacher, params }) =>
  getService({ teacherId: teacher.id, serviceId: params.id }),
);

export const PATCH = withTeacher(updateServiceRoute, ({ teacher, params, body, meta }) =>
  updateService({ teacherId: teacher.id, serviceId: params.id, input: body, meta }),
);

export const DELETE = withTeacher(deleteServiceRoute, async ({ teacher, params, meta }) => {
  await deleteService({ teacherId: teacher.id, serviceId: params.id, meta });
  return new Response(null, { status: 204 });
});
