import { withTeacher } from '@/lib/http/route';
import { getCalendarSettings } from '@/lib/integrations/google-calendar/settings/get-calendar-settings';
import { updateCalendarSettings } from '@/lib/integrations/google-calendar/settings/update-calendar-settings';
import { calendarSettingsRoute, updateCalendarSettingsRoute } from '@/lib/integrations/google/contracts';

// GET /api/teacher/settings/idp/calendars - the account's calendars and the read/write choice
export const GET = withTeacher(calendarSettingsRoute, ({ teacher }) => getCalendarSettings(teacher.id));

// PATCH /api/teacher/settings/idp/calendars - read calendars and exactly one write calendar
export const PATCH = withTeacher(updateCalendarSettingsRoute, ({ teacher, body }) =>
  updateCalendarSettings(teacher.id, body),
);
