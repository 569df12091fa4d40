import { withTeacher } from '@/lib/http/route';
import { listErasureRequestsRoute } from '@/lib/privacy/contracts';
import { listErasureRequests } from '@/lib/privacy/list-erasure-requests';

export const GET = withTeacher(listErasureRequestsRoute, async ({ teacher, query }) =>
  listErasureRequests({ teacherId: teacher.id, query }),
);
