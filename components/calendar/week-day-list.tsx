import type { TCalendarSessionItem, TCalendarWeek } from '@/lib/calendar/schemas';
import { dayLabel, timeRange } from './calendar-format';
import { SessionRow } from './session-row';

/** The week on a phone: one section per day with its open hours and its sessions (no horizontal scroll). */
export function WeekDayList({ week, today }: { week: TCalendarWeek; today: string }) {
  return (
    <ol className="flex flex-col gap-5 md:hidden">
      {week.days.map(({ date, items }) => {
        const sessions = items.filter((item): item is TCalendarSessionItem => item.type === 'session');
        const open = items.filter((item) => item.type === 'availability');
        const closed = items.some((item) => item.type === 'closed');
        return (
          <li key={date} aria-current={date === today ? 'date' : undefined}>
            <h3 className="text-muted-foreground mb-1 text-xs font-semibold tracking-wide uppercase">
              {dayLabel(date, today)}
            </h3>
            <p className="text-muted-foreground mb-2 text-xs">
              {closed
                ? 'Closed'
                : open.length > 0
                  ? `Open ${open.map((item) => timeRange(item)).join(', ')}`
                  : 'No open hours'}
            </p>
            {sessions.length > 0 ? (
              <ul className="flex flex-col gap-2">
                {sessions.map((session) => (
                  <li key={session.id}>
                    <SessionRow session={session} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-subtle-foreground text-sm">Nothing booked</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
