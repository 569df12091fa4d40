import { withTeacher } from '@/lib/http/route';
import { createResourceRoute, listResourcesRoute } from '@/lib/materials/resources/contracts';
import { createResource } from '@/lib/materials/resources/create-resource';
import { listResources } from '@/lib/materials/resources/list-resources';

export const GET = withTeacher(listResourcesRoute, ({ teacher, query }) =>
  listResources({ teacherId: teacher.id, query }),
);

export const POST = withTeacher(createResourceRoute, async ({ teacher, body, meta }) =>
  Response.json(await createResource({ teacherId: teacher.id, input: body, meta }), { status: 201 }),
);
