import { createScheduleItem } from '@/lib/catalogue/create-schedule-item';
import { listScheduleItems } from '@/lib/catalogue/list-schedule-items';
import { createScheduleItemRoute, listScheduleItemsRoute } from '@/lib/catalogue/schedule-contracts';
import { withTeacher } from '@/lib/http/route';

export const GET = withTeacher(listScheduleItemsRoute, async ({ teacher, params }) => ({
  data: await listScheduleItems({ teacherId: teacher.id, serviceId: params.id }),
}));

export const POST = withTeacher(createScheduleItemRoute, async ({ teacher, params, body, meta }) =>
  Response.json(await createScheduleItem({ teacherId: teacher.id, serviceId: params.id, input: body, meta }), {
    status: 201,
  }),
);
