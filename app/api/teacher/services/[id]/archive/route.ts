import { archiveServiceRoute } from '@/lib/catalogue/contracts';
import { archiveService } from '@/lib/catalogue/archive-service';
import { withTeacher } from '@/lib/http/route';

export const POST = withTeacher(archiveServiceRoute, ({ teacher, params, meta }) =>
  archiveService({ teacherId: teacher.id, serviceId: params.id, meta }),
);
