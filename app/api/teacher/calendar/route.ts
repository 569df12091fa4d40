import { listCalendarRoute } from '@/lib/calendar/contracts';
import { listCalendar } from '@/lib/calendar/list-calendar';
import { withTeacher } from '@/lib/core/http';

export const GET = withTeacher(listCalendarRoute, ({ teacher, query }) =>
  listCalendar({ teacherId: teacher.id, timeZone: teacher.timezone, query }),
);
