import { usableTimeZone } from '@/lib/core/time';
import { listAuditLogRoute } from '@/lib/audit/contracts';
import { listAuditLog } from '@/lib/audit/list-audit-log';
import { withTeacher } from '@/lib/http/route';

export const GET = withTeacher(listAuditLogRoute, ({ teacher, query }) =>
  listAuditLog({ teacherId: teacher.id, timezone: usableTimeZone(teacher.timezone), query }),
);
