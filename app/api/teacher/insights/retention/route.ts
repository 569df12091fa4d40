import { withTeacher } from '@/lib/http/route';
import { getRetentionKpisRoute } from '@/lib/insights/student-retention/contracts';
import { getRetentionKpis } from '@/lib/insights/student-retention/get-retention-kpis';

// GET /api/teacher/insights/retention?period=30d|90d|12m - retention KPIs with the previous period
export const GET = withTeacher(getRetentionKpisRoute, ({ teacher, query }) =>
  getRetentionKpis({ teacherId: teacher.id, period: query.period }),
);
