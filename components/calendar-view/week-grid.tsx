import { useTranslations } from 'next-intl';
import type { TCalendarBusyBlock } from '@/lib/calendar-view/external-busy-blocks';
import type { TCalendarWeek } from '@/lib/calendar-view/schemas';
import type { RegionalFormat } from '@/lib/core/locale';
import { cn } from '@/lib/presentation/cn';
import { CalendarInteractions } from './calendar-interactions';
import { dayHead, localTime } from './calendar-format';
import { WeekDayColumn } from './week-day-column';
import { utcToWallTime } from '@/lib/core/time';
import { hourHeight, hourRange } from './week-layout';

const columnsOf = { 1: 'grid grid-cols-[3.5rem_minmax(0,1fr)]', 7: 'grid grid-cols-[3.5rem_repeat(7,minmax(0,1fr))]' };

/** Today's column shows the current hour, whatever the hours its sessions need (the current-time line). */
function withNow(
  range: { first: number; last: number },
  days: Props['days'],
  today: string,
  zone: string,
  nowMs: number,
) {
  if (!days.some((day) => day.date === today)) return range;
  const minute = utcToWallTime(nowMs, zone).minuteOfDay;
  return {
    first: Math.min(range.first, Math.floor(minute / 60)),
    last: Math.max(range.last, Math.floor(minute / 60) + 1),
  };
}

type Props = {
  /** One day (day view) or seven (week view). */
  days: TCalendarWeek['days'];
  today: string;
  zone: string;
  nowMs: number;
  /** Google busy time of the shown days, if connected. */
  busy?: TCalendarBusyBlock[];
  className?: string;
  /** The reader's language and clock (day heads, times). */
  regional?: RegionalFormat;
};

/**
 * The time grid: a time gutter and a column per day, with the current-time line on today. Inside the
 * interaction layer: click an empty time to book it, drag a session (with a mouse) to move it.
 */
export function WeekGrid({ days, today, zone, nowMs, busy = [], className, regional }: Props) {
  const t = useTranslations('teacherCalendar');
  const { first, last } = withNow(hourRange(days), days, today, zone, nowMs);
  const columns = columnsOf[days.length === 1 ? 1 : 7];
  return (
    <div className={cn('border-border bg-surface overflow-hidden rounded-xl border shadow-sm', className)}>
      <div className={cn(columns, 'border-border border-b')}>
        <div />
        {days.map(({ date, items }) => {
          const head = dayHead(date, regional);
          const isToday = date === today;
          return (
            <div key={date} className="border-border border-l px-2 py-2 text-center">
              <h3 className={cn('text-xs font-semibold uppercase', isToday ? 'text-primary' : 'text-muted-foreground')}>
                {head.weekday}
              </h3>
              <p
                className={cn('text-sm font-medium', isToday ? 'text-primary' : 'text-foreground')}
                aria-current={isToday ? 'date' : undefined}
              >
                {head.day}
              </p>
              {items.some((item) => item.type === 'closed') ? (
                <p className="text-muted-foreground text-xs">{t('closed')}</p>
              ) : null}
            </div>
          );
        })}
      </div>
      <CalendarInteractions zone={zone} first={first} className={columns}>
        <div className="relative" style={{ height: (last - first) * hourHeight }} aria-hidden="true">
          {Array.from({ length: last - first }, (_, index) => (
            <span
              key={index}
              className="text-subtle-foreground absolute right-2 -translate-y-1/2 text-[0.7rem] tabular-nums first:translate-y-0"
              style={{ top: index * hourHeight }}
            >
              {regional?.hourCycle === 'h12'
                ? localTime(`2027-01-04T${String(first + index).padStart(2, '0')}:00`, regional)
                : `${String(first + index).padStart(2, '0')}:00`}
            </span>
          ))}
        </div>
        {days.map((day) => (
          <WeekDayColumn
            key={day.date}
            day={day}
            first={first}
            last={last}
            zone={zone}
            nowMs={nowMs}
            isToday={day.date === today}
            regional={regional}
            busy={busy.filter((block) => block.startsAtLocal.slice(0, 10) === day.date)}
          />
        ))}
      </CalendarInteractions>
    </div>
  );
}
