import { calendarAgendaRoute } from '@/lib/calendar/contracts';
import { getCalendarAgenda } from '@/lib/calendar/get-calendar-agenda';
import { withTeacher } from '@/lib/core/http';

export const GET = withTeacher(calendarAgendaRoute, ({ teacher, query }) =>
  getCalendarAgenda({ teacherId: teacher.id, timeZone: teacher.timezone, query }),
);
