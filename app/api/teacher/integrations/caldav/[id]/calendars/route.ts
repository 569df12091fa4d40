import { withTeacher } from '@/lib/http/route';
import { caldavCalendarsRoute } from '@/lib/calendar-sync/caldav/contracts';
import { listCaldavConnectionCalendars } from '@/lib/calendar-sync/caldav/list-caldav-connection-calendars';

// GET /api/teacher/integrations/caldav/:id/calendars - the account's calendars and the choice
export const GET = withTeacher(caldavCalendarsRoute, ({ teacher, params }) =>
  listCaldavConnectionCalendars(teacher.id, params.id),
);
