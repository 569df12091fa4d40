import type { TCalendarWeek } from '@/lib/calendar/schemas';
import { cn } from '@/lib/ui/cn';
import { dayHead } from './calendar-format';
import { WeekDayColumn } from './week-day-column';
import { hourHeight, hourRange } from './week-layout';

const columns = 'grid grid-cols-[3.5rem_repeat(7,minmax(0,1fr))]';

/** The desktop week: a time gutter and seven day columns (hidden on small screens, see WeekDayList). */
export function WeekGrid({ week, today }: { week: TCalendarWeek; today: string }) {
  const { first, last } = hourRange(week.days);
  return (
    <div className="border-border bg-surface hidden overflow-hidden rounded-xl border shadow-sm md:block">
      <div className={cn(columns, 'border-border border-b')}>
        <div />
        {week.days.map(({ date, items }) => {
          const head = dayHead(date);
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
                <p className="text-muted-foreground text-xs">Closed</p>
              ) : null}
            </div>
          );
        })}
      </div>
      <div className={columns}>
        <div className="relative" style={{ height: (last - first) * hourHeight }} aria-hidden="true">
          {Array.from({ length: last - first }, (_, index) => (
            <span
              key={index}
              className="text-subtle-foreground absolute right-2 -translate-y-1/2 text-[0.7rem] tabular-nums first:translate-y-0"
              style={{ top: index * hourHeight }}
            >
              {String(first + index).padStart(2, '0')}:00
            </span>
          ))}
        </div>
        {week.days.map((day) => (
          <WeekDayColumn key={day.date} day={day} first={first} last={last} />
        ))}
      </div>
    </div>
  );
}
