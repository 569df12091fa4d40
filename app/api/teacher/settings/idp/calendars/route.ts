import { withTeacher } from '@/lib/http/route';
import { getCalendarSettings } from '@/lib/calendar-sync/settings/get-calendar-settings';
import { updateCalendarSettings } from '@/lib/calendar-sync/settings/update-calendar-settings';
import { calendarSettingsRoute, updateCalendarSettingsRoute } from '@/lib/google-connection/contracts';

// GET /api/teacher/settings/idp/calendars - the account's calendars and the read/write choice
export const GET = withTeacher(calendarSettingsRoute, ({ teacher }) => getCalendarSettings(teacher.id));

// PATCH /api/teacher/settings/idp/calendars - read calendars and exactly one write calendar
export const PATCH = withTeacher(updateCalendarSettingsRoute, ({ teacher, body }) =>
  updateCalendarSettings(teacher.id, body),
);
