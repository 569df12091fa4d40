import { listCalendarRoute } from '@/lib/calendar-view/contracts';
import { listCalendar } from '@/lib/calendar-view/list-calendar';
import { withTeacher } from '@/lib/http/route';

export const GET = withTeacher(listCalendarRoute, ({ teacher, query }) =>
  listCalendar({ teacherId: teacher.id, timeZone: teacher.timezone, query }),
);
