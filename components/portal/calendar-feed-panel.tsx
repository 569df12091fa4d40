import { CalendarFeedPanel } from '@/components/calendar-view/calendar-feed-panel';
import { getCalendarFeed } from '@/lib/calendar-feeds/get-calendar-feed';

/** The student's "Subscribe in your calendar app" panel: their own sessions as a private iCalendar URL. */
export async function StudentCalendarFeedPanel({ student }: { student: { id: string; teacherId: string } }) {
  const feed = await getCalendarFeed({
    owner: { role: 'student', studentId: student.id, teacherId: student.teacherId },
  });
  return (
    <div className="mt-8">
      <CalendarFeedPanel
        owner="student"
        feed={feed}
        description="A private URL that shows your lessons in Google Calendar, Apple Calendar or Outlook, kept up to date when a lesson is booked, moved or cancelled."
      />
    </div>
  );
}
