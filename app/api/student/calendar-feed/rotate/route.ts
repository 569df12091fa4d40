import { rotateStudentCalendarFeedRoute } from '@/lib/calendar-feeds/contracts';
import { rotateCalendarFeed } from '@/lib/calendar-feeds/rotate-calendar-feed';
import { withStudent } from '@/lib/http/route';

export const POST = withStudent(rotateStudentCalendarFeedRoute, ({ student, meta }) =>
  rotateCalendarFeed({ owner: { role: 'student', studentId: student.id, teacherId: student.teacherId }, meta }),
);
