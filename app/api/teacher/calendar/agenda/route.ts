import { calendarAgendaRoute } from '@/lib/calendar-view/contracts';
import { getCalendarAgenda } from '@/lib/calendar-view/get-calendar-agenda';
import { withTeacher } from '@/lib/http/route';

export const GET = withTeacher(calendarAgendaRoute, ({ teacher, query }) =>
  getCalendarAgenda({ teacherId: teacher.id, timeZone: teacher.timezone, query }),
);
