/** A course's dates as a page writes them. Client-safe. */
import { formatDateRange, type Regional } from '@/lib/core/format-regional';
import { formatIsoDate, usableTimeZone, utcToWallTime } from '@/lib/core/time';

/** The calendar day of an instant on the clock of `zone`. */
const dayIn = (instant: string, zone: string) =>
  formatIsoDate(utcToWallTime(new Date(instant).getTime(), usableTimeZone(zone)).day);

/**
 * `16 Nov – 7 Dec 2026`: the day of a course's first session to the day of its last, on the clock of
 * `zone` (the visitor's), so a session late at night elsewhere lands on the visitor's own day.
 */
export function formatCourseDates(
  dates: { firstStartsAt: string; lastStartsAt: string },
  zone: string,
  regional?: Regional,
): string {
  return formatDateRange(dayIn(dates.firstStartsAt, zone), dayIn(dates.lastStartsAt, zone), regional);
}
