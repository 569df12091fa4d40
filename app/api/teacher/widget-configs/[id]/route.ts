import { withTeacher } from '@/lib/http/route';
import { deleteWidgetConfigRoute, getWidgetConfigRoute, updateWidgetConfigRoute } from '@/lib/widget/contracts';
import { deleteWidgetConfig } from '@/lib/widget/delete-widget-config';
import { getWidgetConfig } from '@/lib/widget/get-widget-config';
import { updateWidgetConfig } from '@/lib/widget/update-widget-config';

export const GET = withTeacher(getWidgetConfigRoute, ({ teacher, params }) =>
  getWidgetConfig({ teacherId: teacher.id, id: params.id }),
);

export const PATCH = withTeacher(updateWidgetConfigRoute, ({ teacher, params, body }) =>
  updateWidgetConfig({ teacherId: teacher.id, id: params.id, input: body }),
);

export const DELETE = withTeacher(deleteWidgetConfigRoute, async ({ teacher, params }) => {
  await deleteWidgetConfig({ teacherId: teacher.id, id: params.id });
  return new Response(null, { status: 204 });
});
