import 'server-only';
import { usableTimeZone } from '@/lib/core/time';
import { agendaWindow } from './calendar-windows';
import { groupByLocalDay, localDates } from './group-by-local-day';
import { loadCalendarSessions } from './load-calendar-sessions';
import { defaultAgendaDays, type TCalendarAgenda, type TCalendarAgendaQuery } from './schemas';

/**
 * The teacher's sessions from `query.from` (now by default) to the end of the `days`-th local day,
 * by start, grouped by local date in the teacher's zone; only dates with sessions are listed. No
 * availability is read. A session already running at `from` is listed under the first date.
 */
export async function getCalendarAgenda({
  teacherId,
  timeZone,
  query,
  now = new Date(),
}: {
  teacherId: string;
  timeZone: string;
  query: Partial<TCalendarAgendaQuery>;
  now?: Date;
}): Promise<TCalendarAgenda> {
  const zone = usableTimeZone(timeZone);
  const window = agendaWindow({ from: query.from, days: query.days ?? defaultAgendaDays, zone, now });
  const sessions = await loadCalendarSessions({
    teacherId,
    zone,
    window,
    includeCancelled: query.includeCancelled ?? false,
    now,
  });
  const days = groupByLocalDay(sessions, localDates(window.start, window.end, zone), zone)
    .filter((day) => day.items.length > 0)
    .map(({ date, items }) => ({ date, sessions: items }));
  return {
    timezone: zone,
    from: new Date(window.start).toISOString(),
    to: new Date(window.end).toISOString(),
    days,
  };
}
