import { withTeacher } from '@/lib/http/route';
import { connectCaldav } from '@/lib/calendar-sync/caldav/connect-caldav';
import { caldavConnectionRoute, connectCaldavRoute } from '@/lib/calendar-sync/caldav/contracts';
import { getCaldavConnection } from '@/lib/calendar-sync/caldav/get-caldav-connection';

// GET /api/teacher/integrations/caldav - the connection (never the password), or null
export const GET = withTeacher(caldavConnectionRoute, ({ teacher }) => getCaldavConnection(teacher.id));

// POST /api/teacher/integrations/caldav - connect or reconnect an account
export const POST = withTeacher(connectCaldavRoute, async ({ teacher, body }) =>
  Response.json(await connectCaldav(teacher.id, body), { status: 201 }),
);
