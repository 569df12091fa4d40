import { publishServiceRoute } from '@/lib/catalogue/contracts';
import { publishService } from '@/lib/catalogue/publish-service';
import { withTeacher } from '@/lib/http/route';

export const POST = withTeacher(publishServiceRoute, ({ teacher, params, meta }) =>
  publishService({ teacherId: teacher.id, serviceId: params.id, meta }),
);
