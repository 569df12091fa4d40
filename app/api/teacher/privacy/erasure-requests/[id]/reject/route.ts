import { withTeacher } from '@/lib/http/route';
import { rejectErasureRequestRoute } from '@/lib/privacy/contracts';
import { rejectErasureRequest } from '@/lib/privacy/decide-erasure-request';

export const POST = withTeacher(rejectErasureRequestRoute, async ({ teacher, params, body, meta }) =>
  rejectErasureRequest({ teacherId: teacher.id, requestId: params.id, reason: body.reason, meta }),
);
