import { withTeacher } from '@/lib/http/route';
import { approveErasureRequestRoute } from '@/lib/privacy/contracts';
import { approveErasureRequest } from '@/lib/privacy/decide-erasure-request';

export const POST = withTeacher(approveErasureRequestRoute, async ({ teacher, params, meta }) =>
  approveErasureRequest({ teacherId: teacher.id, requestId: params.id, meta }),
);
