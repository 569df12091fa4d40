import { CalendarFeedPanel } from '@/components/calendar-view/calendar-feed-panel';
import { studentSideFeedOwner } from '@/lib/calendar-feeds/feed-owner';
import { getCalendarFeed } from '@/lib/calendar-feeds/get-calendar-feed';

/** The student's "Subscribe in your calendar app" panel: their own sessions as a private iCalendar URL. */
export async function StudentCalendarFeedPanel({
  student,
  payer = null,
}: {
  student: { id: string; teacherId: string };
  /** A family's payer (issue 34): the family's one feed, every member's lessons. */
  payer?: { familyId: string } | null;
}) {
  const feed = await getCalendarFeed({ owner: studentSideFeedOwner(student, payer) });
  return (
    <div className="mt-8">
      <CalendarFeedPanel
        owner="student"
        feed={feed}
        description={
          payer
            ? "A private URL that shows every family member's lessons in Google Calendar, Apple Calendar or Outlook, kept up to date when a lesson is booked, moved or cancelled."
            : 'A private URL that shows your lessons in Google Calendar, Apple Calendar or Outlook, kept up to date when a lesson is booked, moved or cancelled.'
        }
      />
    </div>
  );
}
