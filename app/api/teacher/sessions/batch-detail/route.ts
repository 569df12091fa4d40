import { batchSessionDetail } from '@/lib/booking/batch-session-detail';
import { batchSessionDetailRoute } from '@/lib/booking/contracts';
import { withTeacher } from '@/lib/http/route';

export const POST = withTeacher(batchSessionDetailRoute, ({ teacher, body }) =>
  batchSessionDetail({ teacherId: teacher.id, input: body }),
);
