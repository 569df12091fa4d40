import { TZDate } from '@date-fns/tz';

/**
 * Calendar maths in a teacher's time zone (months and days start at local midnight, so "this
 * month" in Europe/Madrid starts at 23:00 UTC the day before). Pure functions: they take `now`.
 */

/** The zone if the runtime knows it, otherwise UTC (a bad stored value must not break a page). */
export function knownTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
const instant = (date: TZDate) => new Date(date.getTime());

export type ZonedMonth = { label: string; start: Date; end: Date };

/** The local month holding `now`, moved by `offset` months (-1: the previous one, across years too). */
export function zonedMonth(now: Date, timeZone: string, offset = 0): ZonedMonth {
  const local = new TZDate(now, timeZone);
  const start = new TZDate(local.getFullYear(), local.getMonth() + offset, 1, timeZone);
  const end = new TZDate(start.getFullYear(), start.getMonth() + 1, 1, timeZone);
  return {
    label: `${pad(start.getFullYear(), 4)}-${pad(start.getMonth() + 1)}`,
    start: instant(start),
    end: instant(end),
  };
}

/** Local midnight of an ISO date (`2027-03-01`) as an instant. */
export function zonedDayStart(isoDate: string, timeZone: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return instant(new TZDate(year, month - 1, day, timeZone));
}

/** The local calendar date of an instant, `YYYY-MM-DD`. */
export function zonedIsoDate(at: Date, timeZone: string): string {
  const local = new TZDate(at, timeZone);
  return `${pad(local.getFullYear(), 4)}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}
