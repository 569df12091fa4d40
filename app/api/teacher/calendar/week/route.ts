import { calendarWeekRoute } from '@/lib/calendar/contracts';
import { getCalendarWeek } from '@/lib/calendar/get-calendar-week';
import { withTeacher } from '@/lib/core/http';

export const GET = withTeacher(calendarWeekRoute, ({ teacher, query }) =>
  getCalendarWeek({ teacherId: teacher.id, timeZone: teacher.timezone, query }),
);
