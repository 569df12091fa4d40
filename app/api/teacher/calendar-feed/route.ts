import { getTeacherCalendarFeedRoute, turnOffTeacherCalendarFeedRoute } from '@/lib/calendar-feeds/contracts';
import { getCalendarFeed } from '@/lib/calendar-feeds/get-calendar-feed';
import { turnOffCalendarFeed } from '@/lib/calendar-feeds/turn-off-calendar-feed';
import { withTeacher } from '@/lib/http/route';

export const GET = withTeacher(getTeacherCalendarFeedRoute, ({ teacher }) =>
  getCalendarFeed({ owner: { role: 'teacher', teacherId: teacher.id } }),
);

export const DELETE = withTeacher(turnOffTeacherCalendarFeedRoute, ({ teacher, meta }) =>
  turnOffCalendarFeed({ owner: { role: 'teacher', teacherId: teacher.id }, meta }),
);
