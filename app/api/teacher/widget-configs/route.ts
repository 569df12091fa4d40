import { withTeacher } from '@/lib/http/route';
import { createWidgetConfigRoute, listWidgetConfigsRoute } from '@/lib/widget/contracts';
import { createWidgetConfig } from '@/lib/widget/create-widget-config';
import { listWidgetConfigs } from '@/lib/widget/list-widget-configs';

export const GET = withTeacher(listWidgetConfigsRoute, ({ teacher, query }) =>
  listWidgetConfigs({ teacherId: teacher.id, query }),
);

export const POST = withTeacher(createWidgetConfigRoute, async ({ teacher, body }) =>
  Response.json(await createWidgetConfig({ teacherId: teacher.id, input: body }), { status: 201 }),
);
