import { bulkChangeServiceStatus } from '@/lib/catalogue/bulk-change-service-status';
import { bulkPauseServicesRoute } from '@/lib/catalogue/contracts';
import { withTeacher } from '@/lib/http/route';

export const POST = withTeacher(bulkPauseServicesRoute, ({ teacher, body, meta }) =>
  bulkChangeServiceStatus({ teacherId: teacher.id, serviceIds: body.serviceIds, action: 'pause', meta }),
);
