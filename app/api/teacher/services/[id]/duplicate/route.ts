import { duplicateServiceRoute } from '@/lib/catalogue/contracts';
import { duplicateService } from '@/lib/catalogue/duplicate-service';
import { withTeacher } from '@/lib/http/route';

export const POST = withTeacher(duplicateServiceRoute, async ({ teacher, params, meta }) =>
  Response.json(await duplicateService({ teacherId: teacher.id, serviceId: params.id, meta }), { status: 201 }),
);
