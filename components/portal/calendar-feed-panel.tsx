import { getTranslations } from 'next-intl/server';
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
  const t = await getTranslations('portal.home');
  const feed = await getCalendarFeed({ owner: studentSideFeedOwner(student, payer) });
  return (
    <div className="mt-8">
      <CalendarFeedPanel
        owner="student"
        feed={feed}
        description={payer ? t('calendarFeedFamily') : t('calendarFeed')}
      />
    </div>
  );
}
