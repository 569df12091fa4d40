import { rotateStudentCalendarFeedRoute } from '@/lib/calendar-feeds/contracts';
import { studentSideFeedOwner } from '@/lib/calendar-feeds/feed-owner';
import { rotateCalendarFeed } from '@/lib/calendar-feeds/rotate-calendar-feed';
import { withStudent } from '@/lib/http/route';

// A payer's session (issue 34) turns on or renews the family's one feed, covering every member.
export const POST = withStudent(rotateStudentCalendarFeedRoute, ({ session, student, meta }) =>
  rotateCalendarFeed({ owner: studentSideFeedOwner(student, session.payer), meta }),
);
