import { deleteScheduleItem } from '@/lib/catalogue/delete-schedule-item';
import { deleteScheduleItemRoute, updateScheduleItemRoute } from '@/lib/catalogue/schedule-contracts';
import { updateScheduleItem } from '@/lib/catalogue/update-schedule-item';
import { withTeacher } from '@/lib/http/route';

export const PATCH = withTeacher(updateScheduleItemRoute, ({ teacher, params, body, meta }) =>
  updateScheduleItem({ teacherId: teacher.id, serviceId: params.id, itemId: params.itemId, input: body, meta }),
);

export const DELETE = withTeacher(deleteScheduleItemRoute, async ({ teacher, params, meta }) => {
  await deleteScheduleItem({ teacherId: teacher.id, serviceId: params.id, itemId: params.itemId, meta });
  return new Response(null, { status: 204 });
});
