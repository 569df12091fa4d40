import type { TCalendarWeek } from '@/lib/calendar/schemas';
import { CalendarLegend } from './calendar-legend';
import { EmptyWeek } from './calendar-empty';
import { WeekDayList } from './week-day-list';
import { WeekGrid } from './week-grid';

/** The week: a grid on wider screens, a day-by-day list on phones, an empty state without sessions. */
export function WeekView({ week, today }: { week: TCalendarWeek; today: string }) {
  const items = week.days.flatMap((day) => day.items);
  const hasSessions = items.some((item) => item.type === 'session');
  const hasOpenHours = items.some((item) => item.type === 'availability');
  return (
    <div className="flex flex-col gap-4">
      {hasSessions ? null : <EmptyWeek hasOpenHours={hasOpenHours} />}
      {hasSessions || hasOpenHours ? (
        <>
          <CalendarLegend />
          <WeekGrid week={week} today={today} />
          <WeekDayList week={week} today={today} />
        </>
      ) : null}
    </div>
  );
}
