import { reorderServicesRoute } from '@/lib/catalogue/contracts';
import { reorderServices } from '@/lib/catalogue/reorder-services';
import { withTeacher } from '@/lib/http/route';

export const POST = withTeacher(reorderServicesRoute, ({ teacher, body, meta }) =>
  reorderServices({ teacherId: teacher.id, serviceIds: body.serviceIds, meta }),
);
