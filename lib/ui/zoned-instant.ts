import { formatIsoDate, parseIsoDate, parseTimeOfDay, utcToWallTime, wallTimeToUtc } from '@/lib/core/time';

/** Client-safe: what a date and a time typed by the teacher mean as an instant in their zone. */

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
 * lib/core/time.ts. Throws on a malformed date or time (callers validate the shape first).
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

/** Today's date (`YYYY-MM-DD`) on the clock of `zone`. */
export const zonedToday = (zone: string, now = new Date()): string =>
  formatIsoDate(utcToWallTime(now.getTime(), zone).day);
