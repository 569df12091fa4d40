import { withTeacher } from '@/lib/http/route';
import { listServiceWaitlistRoute } from '@/lib/waitlist/contracts';
import { listServiceWaitlist } from '@/lib/waitlist/list-service-waitlist';

export const GET = withTeacher(listServiceWaitlistRoute, ({ teacher, params, query }) =>
  listServiceWaitlist({ teacherId: teacher.id, serviceId: params.id, query }),
);
