import { createScheduleRoute, listSchedulesRoute } from '@/lib/availability/contracts';
import { createSchedule } from '@/lib/availability/create-schedule';
import { listSchedules } from '@/lib/availability/list-schedules';
import { withTeacher } from '@/lib/http/route';

export const GET = withTeacher(listSchedulesRoute, async ({ teacher }) => ({ data: await listSchedules(teacher.id) }));

export const POST = withTeacher(createScheduleRoute, async ({ teacher, body, meta }) =>
  Response.json(await createSchedule({ teacherId: teacher.id, input: body, meta }), { status: 201 }),
);
