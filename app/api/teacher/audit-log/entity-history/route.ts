import { getEntityHistoryRoute } from '@/lib/audit/contracts';
import { getEntityHistory } from '@/lib/audit/get-entity-history';
import { withTeacher } from '@/lib/core/http';

export const GET = withTeacher(getEntityHistoryRoute, ({ teacher, query }) =>
  getEntityHistory({ teacherId: teacher.id, query }),
);
