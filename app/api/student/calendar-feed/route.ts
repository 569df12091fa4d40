import { getStudentCalendarFeedRoute, turnOffStudentCalendarFeedRoute } from '@/lib/calendar-feeds/contracts';
import { getCalendarFeed } from '@/lib/calendar-feeds/get-calendar-feed';
import { turnOffCalendarFeed } from '@/lib/calendar-feeds/turn-off-calendar-feed';
import { withStudent } from '@/lib/http/route';

const ownerOf = (student: { id: string; teacherId: string }) =>
  ({ role: 'student', studentId: student.id, teacherId: student.teacherId }) as const;

export const GET = withStudent(getStudentCalendarFeedRoute, ({ student }) =>
  getCalendarFeed({ owner: ownerOf(student) }),
);

export const DELETE = withStudent(turnOffStudentCalendarFeedRoute, ({ student, meta }) =>
  turnOffCalendarFeed({ owner: ownerOf(student), meta }),
);
