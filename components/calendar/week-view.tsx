import type { TCalendarWeek } from '@/lib/calendar/schemas';
import { CalendarLegend } from './calendar-legend';
import { EmptyWeek } from './calendar-empty';
import { WeekDayList } from './week-day-list';
import { WeekGrid } from './week-grid';

type Props = { week: TCalendarWeek; today: string; nowMs: number };

/** The week: a grid on wider screens, a day-by-day list on phones, an empty state without sessions. */
export function WeekView({ week, today, nowMs }: Props) {
  const items = week.days.flatMap((day) => day.items);
  const hasSessions = items.some((item) => item.type === 'session');
  const hasOpenHours = items.some((item) => item.type === 'availability');
  return (
    <div className="flex flex-col gap-4">
      {hasSessions ? null : <EmptyWeek hasOpenHours={hasOpenHours} />}
      <CalendarLegend />
      {/* Drawn even when empty: a click on a free time books it. */}
      <WeekGrid days={week.days} today={today} zone={week.timezone} nowMs={nowMs} className="hidden md:block" />
      {hasSessions || hasOpenHours ? <WeekDayList week={week} today={today} /> : null}
    </div>
  );
}
