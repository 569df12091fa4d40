import 'server-only';
import { usableTimeZone } from '@/lib/core/time';
import { monthWindow } from './calendar-windows';
import { groupByLocalDay } from './group-by-local-day';
import { loadCalendarSessions } from './load-calendar-sessions';
import type { TCalendarMonth } from './schemas';

/**
 * The month holding `date` in the teacher's zone as whole Monday-first weeks, each local date with
 * the sessions starting on it (no open hours: a month grid shows what is booked). One query.
 */
export async function getCalendarMonth({
  teacherId,
  timeZone,
  date,
  now = new Date(),
}: {
  teacherId: string;
  timeZone: string;
  date?: string;
  now?: Date;
}): Promise<TCalendarMonth> {
  const zone = usableTimeZone(timeZone);
  const window = monthWindow({ date, zone, now });
  const sessions = await loadCalendarSessions({ teacherId, zone, window, includeCancelled: false, now });
  const days = groupByLocalDay(sessions, window.dates, zone).map(({ date: day, items }) => ({
    date: day,
    sessions: items,
  }));
  const weeks = Array.from({ length: days.length / 7 }, (_, index) => days.slice(index * 7, index * 7 + 7));
  return { timezone: zone, month: window.month, weeks };
}
