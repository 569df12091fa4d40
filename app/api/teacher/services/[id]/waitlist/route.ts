import { withTeacher } from '@/lib/core/http';
import { listServiceWaitlistRoute } from '@/lib/waitlist/contracts';
import { listServiceWaitlist } from '@/lib/waitlist/list-service-waitlist';

export const GET = withTeacher(listServiceWaitlistRoute, ({ teacher, params, query }) =>
  listServiceWaitlist({ teacherId: teacher.id, serviceId: params.id, query }),
);
