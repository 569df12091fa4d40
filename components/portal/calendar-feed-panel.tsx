import { getTranslations } from 'next-intl/server';
import { CalendarFeedPanel } from '@/components/calendar-view/calendar-feed-panel';
import { getCalendarFeed } from '@/lib/calendar-feeds/get-calendar-feed';

/** The student's "Subscribe in your calendar app" panel: their own sessions as a private iCalendar URL. */
export async function StudentCalendarFeedPanel({ student }: { student: { id: string; teacherId: string } }) {
  const t = await getTranslations('portal.home');
  const feed = await getCalendarFeed({
    owner: { role: 'student', studentId: student.id, teacherId: student.teacherId },
  });
  return (
    <div className="mt-8">
      <CalendarFeedPanel
        owner="student"
        feed={feed}
        description={t('calendarFeed')}
      />
    </div>
  );
}
