import { getEntityHistoryRoute } from '@/lib/audit/contracts';
import { getEntityHistory } from '@/lib/audit/get-entity-history';
import { withTeacher } from '@/lib/http/route';

export const GET = withTeacher(getEntityHistoryRoute, ({ teacher, query }) =>
  getEntityHistory({ teacherId: teacher.id, query }),
);
