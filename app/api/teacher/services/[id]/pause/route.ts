import { pauseServiceRoute } from '@/lib/catalogue/contracts';
import { pauseService } from '@/lib/catalogue/pause-service';
import { withTeacher } from '@/lib/http/route';

export const POST = withTeacher(pauseServiceRoute, ({ teacher, params, meta }) =>
  pauseService({ teacherId: teacher.id, serviceId: params.id, meta }),
);
