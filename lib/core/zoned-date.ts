import { dayMs, formatIsoDate, parseIsoDate, parseTimeOfDay, utcToWallTime, wallTimeToUtc } from './time';

/**
 * Instants and the calendar of a zone, for pages and domain functions: local dates are `YYYY-MM-DD`
 * strings, instants are Dates. Built on the wall-clock maths of ./time (DST-exact, client-safe).
 * Callers pass a usable zone (usableTimeZone for a stored one).
 */

/** The local calendar date of an instant, `YYYY-MM-DD`. */
export const zonedIsoDate = (at: Date, zone: string): string => formatIsoDate(utcToWallTime(at.getTime(), zone).day);

/** Today's date on the clock of `zone`. */
export const zonedToday = (zone: string, now: Date = new Date()): string => zonedIsoDate(now, zone);

/** The hour (0-23) the clock of `zone` shows at an instant. */
export const zonedHour = (at: Date, zone: string): number =>
  Math.floor(utcToWallTime(at.getTime(), zone).minuteOfDay / 60);

/** Calendar days are added on dates, not instants, so a DST change never skips or repeats a day. */
export const shiftIsoDate = (date: string, days: number): string => formatIsoDate(parseIsoDate(date) + days);

/** `Today`, `Tomorrow`, or null for any other date (both dates local to the same zone). */
export function relativeDay(date: string, today: string): 'Today' | 'Tomorrow' | null {
  if (date === today) return 'Today';
  return date === shiftIsoDate(today, 1) ? 'Tomorrow' : null;
}

/** Local midnight of an ISO date (`2027-03-01`) as an instant. */
export const zonedDayStart = (isoDate: string, zone: string): Date =>
  new Date(wallTimeToUtc(parseIsoDate(isoDate), 0, zone));

export type ZonedMonth = { label: string; start: Date; end: Date };

/** The local month holding `now`, moved by `offset` months (-1: the previous one, across years too). */
export function zonedMonth(now: Date, zone: string, offset = 0): ZonedMonth {
  const [year, month] = zonedIsoDate(now, zone).split('-').map(Number) as [number, number];
  const first = (shift: number) => formatIsoDate(Date.UTC(year, month - 1 + offset + shift, 1) / dayMs);
  const start = first(0);
  return { label: start.slice(0, 7), start: zonedDayStart(start, zone), end: zonedDayStart(first(1), zone) };
}

export type ZonedInstant =
  | { ok: true; instant: Date }
  /** The clocks jump over this reading on that day (spring forward): no instant shows it. */
  | { ok: false; reason: 'nonexistent' };

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The instant at which the clock in IANA `zone` shows `time` (`HH:mm`) on `date` (`YYYY-MM-DD`).
 * A reading skipped by a clock change is refused rather than silently moved (the teacher would book
 * an hour they did not type); a repeated reading (clocks go back) means its first occurrence, as in
 * wallTimeToUtc. Throws on a malformed date or time (callers validate the shape first).
 */
export function zonedInstant(date: string, time: string, zone: string): ZonedInstant {
  if (!isoDatePattern.test(date) || !timePattern.test(time))
    throw new RangeError(`Not a date and time: ${date} ${time}`);
  const day = parseIsoDate(date);
  if (Number.isNaN(day) || formatIsoDate(day) !== date) throw new RangeError(`Not a calendar date: ${date}`);
  const minuteOfDay = parseTimeOfDay(time);
  const instant = wallTimeToUtc(day, minuteOfDay, zone);
  const shown = utcToWallTime(instant, zone);
  if (shown.day !== day || shown.minuteOfDay !== minuteOfDay) return { ok: false, reason: 'nonexistent' };
  return { ok: true, instant: new Date(instant) };
}
