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
