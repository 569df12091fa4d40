import { formatIsoDate, isoWeekday, parseIsoDate, utcToWallTime, wallTimeToUtc } from '@/lib/core/time';

/**
 * Windows of the week and agenda views, in the teacher's zone. Pure (`now` is passed in). Days are
 * local calendar days: each starts at its own local midnight, so a DST week is 167 or 169 hours
 * long and still has seven days.
 */

export type CalendarWindow = { start: number; end: number };

/** The local midnight that begins calendar `day` (days since 1970-01-01) in `zone`, as an instant. */
export const localMidnight = (day: number, zone: string) => wallTimeToUtc(day, 0, zone);

/** The local calendar day of an instant in `zone`. */
export const localDay = (instant: number, zone: string) => utcToWallTime(instant, zone).day;

export type WeekWindow = CalendarWindow & { weekStart: string; dates: string[] };

/** The ISO week (Monday first) holding `date` (today in `zone` without one). */
export function weekWindow({ date, zone, now }: { date?: string; zone: string; now: Date }): WeekWindow {
  const day = date ? parseIsoDate(date) : localDay(now.getTime(), zone);
  const monday = day - (isoWeekday(day) - 1);
  return {
    weekStart: formatIsoDate(monday),
    dates: Array.from({ length: 7 }, (_, index) => formatIsoDate(monday + index)),
    start: localMidnight(monday, zone),
    end: localMidnight(monday + 7, zone),
  };
}

/**
 * From `from` (an instant, or a date read as its local midnight; now by default) to the end of the
 * `days`-th local day: `days: 1` is the rest of that day.
 */
export function agendaWindow({
  from,
  days,
  zone,
  now,
}: {
  from?: string;
  days: number;
  zone: string;
  now: Date;
}): CalendarWindow {
  const start = !from ? now.getTime() : from.includes('T') ? Date.parse(from) : localMidnight(parseIsoDate(from), zone);
  return { start, end: localMidnight(localDay(start, zone) + days, zone) };
}

export type DaysWindow = CalendarWindow & { dates: string[] };

/** One local day: `date` (today in `zone` without one) from its local midnight to the next. */
export function dayWindow({ date, zone, now }: { date?: string; zone: string; now: Date }): DaysWindow {
  const day = date ? parseIsoDate(date) : localDay(now.getTime(), zone);
  return { dates: [formatIsoDate(day)], start: localMidnight(day, zone), end: localMidnight(day + 1, zone) };
}

export type MonthWindow = DaysWindow & { month: string };

/**
 * The month holding `date` (today in `zone` without one) as whole ISO weeks: from the Monday on or
 * before the 1st to the Sunday on or after the last day, 35 or 42 local days.
 */
export function monthWindow({ date, zone, now }: { date?: string; zone: string; now: Date }): MonthWindow {
  const month = (date ?? formatIsoDate(localDay(now.getTime(), zone))).slice(0, 7);
  const firstOfMonth = parseIsoDate(`${month}-01`);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const firstOfNext = parseIsoDate(
    monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`,
  );
  const first = firstOfMonth - (isoWeekday(firstOfMonth) - 1);
  const last = firstOfNext - 1 + (7 - isoWeekday(firstOfNext - 1));
  return {
    month,
    dates: Array.from({ length: last - first + 1 }, (_, index) => formatIsoDate(first + index)),
    start: localMidnight(first, zone),
    end: localMidnight(last + 1, zone),
  };
}
