import { calendarWeekRoute } from '@/lib/calendar-view/contracts';
import { getCalendarWeek } from '@/lib/calendar-view/get-calendar-week';
import { withTeacher } from '@/lib/http/route';

export const GET = withTeacher(calendarWeekRoute, ({ teacher, query }) =>
  getCalendarWeek({ teacherId: teacher.id, timeZone: teacher.timezone, query }),
);
