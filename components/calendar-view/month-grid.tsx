import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import type { TCalendarMonth, TCalendarSessionItem } from '@/lib/calendar-view/schemas';
import type { RegionalFormat } from '@/lib/core/locale';
import { formatIsoDate } from '@/lib/presentation/format';
import { cn } from '@/lib/presentation/cn';
import { localTime } from './calendar-format';
import { calendarHref } from './calendar-toolbar';
import { sessionBlockClasses } from './session-tone';

/** Chips shown in a day cell before "+N more". */
const chipsPerDay = 3;
/** A Monday-first week of dates (4–10 Jan 2027), to name the weekday columns in the reader's language. */
const mondayFirst = ['2027-01-04', '2027-01-05', '2027-01-06', '2027-01-07', '2027-01-08', '2027-01-09', '2027-01-10'];

function Chip({ session, regional }: { session: TCalendarSessionItem; regional?: RegionalFormat }) {
  const time = localTime(session.startsAtLocal, regional);
  return (
    <Link
      href={`/teacher/sessions/${session.id}`}
      title={`${time} ${session.attendees} · ${session.serviceName}`}
      className={cn(
        'block truncate rounded border-l-4 px-1 text-[0.7rem] leading-5 hover:underline',
        sessionBlockClasses(session.status),
      )}
    >
      <span className="font-semibold tabular-nums">{time}</span> {session.attendees}
    </Link>
  );
}

/**
 * The month as Monday-first weeks. On wider screens each day lists its first sessions as chips
 * ("10:00 Ana Ruiz") and "+N more", which opens the day; on a phone a day shows how many sessions
 * it has and its number opens the day view, so seven narrow columns never overflow.
 */
export function MonthGrid({
  month,
  today,
  regional,
}: {
  month: TCalendarMonth;
  today: string;
  regional?: RegionalFormat;
}) {
  const t = useTranslations('teacherCalendar.month');
  const weekdays = mondayFirst.map((date) => formatIsoDate(date, 'weekdayShort', regional));
  return (
    <div className="border-border bg-surface overflow-hidden rounded-xl border shadow-sm">
      <div className="border-border grid grid-cols-7 border-b" aria-hidden="true">
        {weekdays.map((weekday) => (
          <div key={weekday} className="text-muted-foreground px-1 py-2 text-center text-xs font-semibold uppercase">
            {weekday}
          </div>
        ))}
      </div>
      <ol className="grid grid-cols-7" aria-label={t('days')}>
        {month.weeks.flat().map(({ date, sessions }) => {
          const inMonth = date.startsWith(month.month);
          const isToday = date === today;
          const more = sessions.length - chipsPerDay;
          const dayLabel = t('dayLabel', { day: formatIsoDate(date, 'longDay', regional), count: sessions.length });
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
                    <Chip session={session} regional={regional} />
                  </li>
                ))}
                {more > 0 ? (
                  <li>
                    <Link
                      href={calendarHref('day', date)}
                      className="text-primary px-1 text-xs font-medium hover:underline"
                    >
                      {t('more', { count: more })}
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
