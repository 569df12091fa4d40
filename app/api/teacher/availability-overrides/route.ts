import { createOverrideRoute, listOverridesRoute } from '@/lib/availability/contracts';
import { createOverride } from '@/lib/availability/create-override';
import { listOverrides } from '@/lib/availability/list-overrides';
import { withTeacher } from '@/lib/http/route';

export const GET = withTeacher(listOverridesRoute, async ({ teacher, query }) => ({
  data: await listOverrides({ teacherId: teacher.id, ...query }),
}));

export const POST = withTeacher(createOverrideRoute, async ({ teacher, body, meta }) =>
  Response.json(await createOverride({ teacherId: teacher.id, input: body, meta }), { status: 201 }),
);
