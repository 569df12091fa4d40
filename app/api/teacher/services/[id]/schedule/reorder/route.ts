import { reorderScheduleItems } from '@/lib/catalogue/reorder-schedule-items';
import { reorderScheduleItemsRoute } from '@/lib/catalogue/schedule-contracts';
import { withTeacher } from '@/lib/http/route';

export const POST = withTeacher(reorderScheduleItemsRoute, async ({ teacher, params, body, meta }) => ({
  data: await reorderScheduleItems({ teacherId: teacher.id, serviceId: params.id, itemIds: body, meta }),
}));
