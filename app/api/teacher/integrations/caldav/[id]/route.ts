import { withTeacher } from '@/lib/http/route';
import { disconnectCaldavRoute, updateCaldavConnectionRoute } from '@/lib/calendar-sync/caldav/contracts';
import { disconnectCaldav } from '@/lib/calendar-sync/caldav/disconnect-caldav';
import { updateCaldavConnection } from '@/lib/calendar-sync/caldav/update-caldav-connection';

// PATCH /api/teacher/integrations/caldav/:id - read calendars and the write calendar
export const PATCH = withTeacher(updateCaldavConnectionRoute, ({ teacher, params, body }) =>
  updateCaldavConnection(teacher.id, params.id, body),
);

// DELETE /api/teacher/integrations/caldav/:id - forget the account
export const DELETE = withTeacher(disconnectCaldavRoute, async ({ teacher, params }) => {
  await disconnectCaldav(teacher.id, params.id);
  return new Response(null, { status: 204 });
});
