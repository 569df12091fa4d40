import { getTeacherServiceRoute } from '@/lib/catalogue/contracts';
import { getService } from '@/lib/catalogue/get-service';
import { withTeacher } from '@/lib/core/http';

export const GET = withTeacher(getTeacherServiceRoute, ({ teacher, params }) =>
  getService({ teacherId: teacher.id, serviceId: params.id }),
);
