import { bulkChangeServiceStatus } from '@/lib/catalogue/bulk-change-service-status';
import { bulkPublishServicesRoute } from '@/lib/catalogue/contracts';
import { withTeacher } from '@/lib/http/route';

export const POST = withTeacher(bulkPublishServicesRoute, ({ teacher, body, meta }) =>
  bulkChangeServiceStatus({ teacherId: teacher.id, serviceIds: body.serviceIds, action: 'publish', meta }),
);
