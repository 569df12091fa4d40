import { rotateTeacherCalendarFeedRoute } from '@/lib/calendar-feeds/contracts';
import { rotateCalendarFeed } from '@/lib/calendar-feeds/rotate-calendar-feed';
import { withTeacher } from '@/lib/http/route';

export const POST = withTeacher(rotateTeacherCalendarFeedRoute, ({ teacher, meta }) =>
  rotateCalendarFeed({ owner: { role: 'teacher', teacherId: teacher.id }, meta }),
);
