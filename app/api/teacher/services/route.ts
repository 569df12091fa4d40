import { createServiceRoute, listServicesRoute } from '@/lib/catalogue/contracts';
import { createService } from '@/lib/catalogue/create-service';
import { listServices } from '@/lib/catalogue/list-services';
import { withTeacher } from '@/lib/http/route';

export const GET = withTeacher(listServicesRoute, ({ teacher, query }) =>
  listServices({ teacherId: teacher.id, query }),
);

export const POST = withTeacher(createServiceRoute, async ({ teacher, body, meta }) =>
  Response.json(await createService({ teacherId: teacher.id, input: body, meta }), { status: 201 }),
);
