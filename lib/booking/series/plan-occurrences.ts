import { formatIsoDate, isoWeekday, minutesPerDay, utcToWallTime, wallTimeToUtc } from '@/lib/core/time';
import type { TSeriesFrequency } from './schemas';

export const daysBetween: Record<TSeriesFrequency, number> = { weekly: 7, fortnightly: 14 };

export type SeriesAnchor = {
  /** `YYYY-MM-DD` of the first lesson on the zone's clock. */
  date: string;
  /** `HH:mm` on the zone's clock. */
  localTime: string;
  /** ISO weekday 1 (Monday) - 7. */
  weekday: number;
};

const pad = (value: number) => String(value).padStart(2, '0');

/** Where an instant falls on the clock of `zone`: the date, weekday and time a series repeats. */
export function seriesAnchor(startUtc: Date, zone: string): SeriesAnchor {
  const wall = utcToWallTime(startUtc.getTime(), zone);
  return {
    date: formatIsoDate(wall.day),
    localTime: `${pad(Math.floor(wall.minuteOfDay / 60))}:${pad(wall.minuteOfDay % 60)}`,
    weekday: isoWeekday(wall.day),
  };
}

/**
 * The starts of a series: `count` lessons from `firstStartUtc`, every week or fortnight at the same
 * wall-clock time in `zone`. Days are added on the calendar, never as 7 x 24 hours, so 16:00 in Madrid
 * stays 16:00 after the October and March changes (the UTC hour moves instead). A reading the clocks
 * skip on a later date (a lesson at 02:30 on a spring-forward Sunday) follows wallTimeToUtc: moved on
 * by the gap.
 */
export function planOccurrences({
  firstStartUtc,
  zone,
  frequency,
  count,
}: {
  firstStartUtc: Date;
  zone: string;
  frequency: TSeriesFrequency;
  count: number;
}): Date[] {
  const first = utcToWallTime(firstStartUtc.getTime(), zone);
  return Array.from({ length: count }, (_, index) =>
    index === 0
      ? firstStartUtc
      : new Date(wallTimeToUtc(first.day + index * daysBetween[frequency], first.minuteOfDay, zone)),
  );
}

/**
 * Moves an instant by a wall-clock shift in `zone` (whole days plus minutes), as "this and the
 * following lessons move from Tuesday 16:00 to Thursday 17:30" means on each later date.
 */
export function shiftWallClock(instant: Date, zone: string, shift: { days: number; minutes: number }): Date {
  const wall = utcToWallTime(instant.getTime(), zone);
  const minutes = wall.minuteOfDay + shift.minutes;
  const carry = Math.floor(minutes / minutesPerDay);
  return new Date(wallTimeToUtc(wall.day + shift.days + carry, minutes - carry * minutesPerDay, zone));
}

/** The wall-clock shift that takes `from` to `to` on the clock of `zone`. */
export function wallClockShift(from: Date, to: Date, zone: string): { days: number; minutes: number } {
  const a = utcToWallTime(from.getTime(), zone);
  const b = utcToWallTime(to.getTime(), zone);
  return { days: b.day - a.day, minutes: b.minuteOfDay - a.minuteOfDay };
}
