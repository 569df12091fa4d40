import { getStudentCalendarFeedRoute, turnOffStudentCalendarFeedRoute } from '@/lib/calendar-feeds/contracts';
import { studentSideFeedOwner } from '@/lib/calendar-feeds/feed-owner';
import { getCalendarFeed } from '@/lib/calendar-feeds/get-calendar-feed';
import { turnOffCalendarFeed } from '@/lib/calendar-feeds/turn-off-calendar-feed';
import { withStudent } from '@/lib/http/route';

// A payer's session (issue 34) speaks for the family's one feed, covering every member.
export const GET = withStudent(getStudentCalendarFeedRoute, ({ session, student }) =>
  getCalendarFeed({ owner: studentSideFeedOwner(student, session.payer) }),
);

export const DELETE = withStudent(turnOffStudentCalendarFeedRoute, ({ session, student, meta }) =>
  turnOffCalendarFeed({ owner: studentSideFeedOwner(student, session.payer), meta }),
);
