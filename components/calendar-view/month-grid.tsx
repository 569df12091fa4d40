import Link from 'next/link';
import type { TCalendarMonth, TCalendarSessionItem } from '@/lib/calendar-view/schemas';
import { formatIsoDateAs } from '@/lib/core/format-time';
import { cn } from '@/lib/presentation/cn';
import { localTime } from './calendar-format';
import { calendarHref } from './calendar-toolbar';
import { sessionBlockClasses } from './session-tone';

/** Chips shown in a day cell before "+N more". */
const chipsPerDay = 3;
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function Chip({ session }: { session: TCalendarSessionItem }) {
  return (
    <Link
      href={`/teacher/sessions/${session.id}`}
      title={`${localTime(session.startsAtLocal)} ${session.attendees} · ${session.serviceName}`}
      className={cn(
        'block truncate rounded border-l-4 px-1 text-[0.7rem] leading-5 hover:underline',
        sessionBlockClasses(session.status),
      )}
    >
      <span className="font-semibold tabular-nums">{localTime(session.startsAtLocal)}</span> {session.attendees}
    </Link>
  );
}

/**
 * The month as Monday-first weeks. On wider screens each day lists its first sessions as chips
 * ("10:00 Ana Ruiz") and "+N more", which opens the day; on a phone a day shows how many sessions
 * it has and its number opens the day view, so seven narrow columns never overflow.
 */
export function MonthGrid({ month, today }: { month: TCalendarMonth; today: string }) {
  return (
    <div className="border-border bg-surface overflow-hidden rounded-xl border shadow-sm">
      <div className="border-border grid grid-cols-7 border-b" aria-hidden="true">
        {weekdays.map((weekday) => (
          <div key={weekday} className="text-muted-foreground px-1 py-2 text-center text-xs font-semibold uppercase">
            {weekday}
          </div>
        ))}
      </div>
      <ol className="grid grid-cols-7" aria-label="Days">
        {month.weeks.flat().map(({ date, sessions }) => {
          const inMonth = date.startsWith(month.month);
          const isToday = date === today;
          const more = sessions.length - chipsPerDay;
          const dayLabel = `${formatIsoDateAs(date, 'longDay')}: ${sessions.length === 0 ? 'nothing booked' : `${sessions.length} session${sessions.length === 1 ? '' : 's'}`}`;
          return (
            <li
              key={date}
              aria-current={isToday ? 'date' : undefined}
              className={cn(
                'border-border min-h-16 min-w-0 border-t border-l p-1 md:min-h-28 [&:nth-child(7n+1)]:border-l-0',
                !inMonth && 'bg-surface-muted/60',
              )}
            >
              <Link
                href={calendarHref('day', date)}
                aria-label={dayLabel}
                className={cn(
                  'inline-flex size-7 items-center justify-center rounded-full text-sm tabular-nums hover:underline',
                  isToday
                    ? 'bg-primary text-primary-foreground font-semibold'
                    : inMonth
                      ? 'text-foreground'
                      : 'text-subtle-foreground',
                )}
              >
                {Number(date.slice(8, 10))}
              </Link>
              {sessions.length > 0 ? (
                <span
                  className="bg-primary-soft text-primary-soft-foreground ml-0.5 rounded px-1 text-[0.7rem] font-semibold md:hidden"
                  aria-hidden="true"
                >
                  {sessions.length}
                </span>
              ) : null}
              <ul className="mt-1 hidden flex-col gap-0.5 md:flex">
                {sessions.slice(0, chipsPerDay).map((session) => (
                  <li key={session.id}>
                    <Chip session={session} />
                  </li>
                ))}
                {more > 0 ? (
                  <li>
                    <Link
                      href={calendarHref('day', date)}
                      className="text-primary px-1 text-xs font-medium hover:underline"
                    >
                      +{more} more
                    </Link>
                  </li>
                ) : null}
              </ul>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
