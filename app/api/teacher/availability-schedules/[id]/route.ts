import { deleteScheduleRoute, getScheduleRoute, updateScheduleRoute } from '@/lib/availability/contracts';
import { deleteSchedule } from '@/lib/availability/delete-schedule';
import { getSchedule } from '@/lib/availability/get-schedule';
import { updateSchedule } from '@/lib/availability/update-schedule';
import { withTeacher } from '@/lib/http/route';

export const GET = withTeacher(getScheduleRoute, ({ teacher, params }) =>
  getSchedule({ teacherId: teacher.id, scheduleId: params.id }),
);

export const PATCH = withTeacher(updateScheduleRoute, ({ teacher, params, body, meta }) =>
  updateSchedule({ teacherId: teacher.id, scheduleId: params.id, input: body, meta }),
);

export const DELETE = withTeacher(deleteScheduleRoute, async ({ teacher, params, meta }) => {
  await deleteSchedule({ teacherId: teacher.id, scheduleId: params.id, meta });
  return new Response(null, { status: 204 });
});
