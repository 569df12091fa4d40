import { isoInstant } from './iso-instant';
import { zoneOffsetMinutes } from './zone-offset';

/**
 * Wall-clock time in IANA zones, without a date library's Date subclass: calendar days are integers
 * (days since 1970-01-01), times of day are minutes since midnight, instants are epoch milliseconds.
 * Client-safe (schemas use isValidTimeZone). Offsets come from the runtime's zone data through
 * `tzOffset` (@date-fns/tz, Intl-based), remembered per zone and hour (./zone-offset).
 */

export const minuteMs = 60_000;
export const dayMs = 24 * 60 * minuteMs;
export const minutesPerDay = 24 * 60;

// Only valid zones are remembered: there are a few hundred, while invalid strings come from requests
// and would grow the set without bound.
const validZones = new Set<string>();

/**
 * The one place the app builds a runtime date formatter: the spec defines a valid zone as one a
 * formatter accepts, and the browser's zone is read from one. Everything else formats through
 * date-fns (lib/core/format-time.ts).
 */
const runtimeFormatter = (timeZone?: string) => new Intl.DateTimeFormat('en-US', { timeZone });

/**
 * The spec's rule: a zone is valid when a date formatter can be built with it. Offsets such as
 * `+05:30` are refused even where a newer runtime formats them: they are not IANA names.
 */
export function isValidTimeZone(zone: string): boolean {
  if (validZones.has(zone)) return true;
  if (zone.length === 0 || /^[+-]/.test(zone)) return false;
  try {
    runtimeFormatter(zone);
  } catch {
    return false;
  }
  validZones.add(zone);
  return true;
}

/**
 * A stored zone the runtime cannot read (or none) must not break a page or a sum: fall back (to UTC).
 * The one fallback for stored zones; it applies the same rule as the API (`+05:30` falls back too).
 */
export const usableTimeZone = (zone: string | null | undefined, fallback = 'UTC'): string =>
  zone && isValidTimeZone(zone) ? zone : fallback;

/** The zone of this runtime (the visitor's browser), or `fallback` when it reports none we can use. */
export function detectTimeZone(fallback = 'UTC'): string {
  try {
    return usableTimeZone(runtimeFormatter().resolvedOptions().timeZone, fallback);
  } catch {
    return fallback;
  }
}

/** `2026-03-29` -> days since 1970-01-01. */
export function parseIsoDate(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / dayMs;
}

/** Days since 1970-01-01 -> `2026-03-29`. */
export const formatIsoDate = (day: number): string => isoInstant(day * dayMs).slice(0, 10);

/** ISO weekday of a calendar day: 1 Monday ... 7 Sunday (1970-01-01 was a Thursday). */
export const isoWeekday = (day: number): number => ((((day + 3) % 7) + 7) % 7) + 1;

/** `HH:mm` (00:00-24:00) -> minutes since midnight. */
export function parseTimeOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

export { zoneOffsetMinutes };

/**
 * The instant at which the clock in `zone` shows `minuteOfDay` on calendar `day` (1440 = the next
 * midnight). Ambiguous readings are settled as RFC 5545 and Temporal's "compatible" mode do:
 * - a reading repeated when clocks go back (the overlap) means its first occurrence;
 * - a reading skipped when clocks go forward (the gap) is read with the offset in force before the
 *   change, i.e. pushed forward by the length of the gap (02:30 on Madrid's spring day -> 03:30).
 * Assumes at most one offset change within a day either side, which holds for every zone today.
 */
export function wallTimeToUtc(day: number, minuteOfDay: number, zone: string): number {
  const naive = day * dayMs + minuteOfDay * minuteMs;
  const offsetBefore = zoneOffsetMinutes(zone, naive - dayMs);
  const offsetAfter = zoneOffsetMinutes(zone, naive + dayMs);
  const withBefore = naive - offsetBefore * minuteMs;
  if (offsetBefore === offsetAfter) return withBefore;
  const withAfter = naive - offsetAfter * minuteMs;
  const beforeFits = zoneOffsetMinutes(zone, withBefore) === offsetBefore;
  const afterFits = zoneOffsetMinutes(zone, withAfter) === offsetAfter;
  if (beforeFits && afterFits) return Math.min(withBefore, withAfter);
  if (afterFits) return withAfter;
  return withBefore; // fits alone, or the gap: the offset before the change
}

export type WallTime = { day: number; minuteOfDay: number; offsetMinutes: number };

/** What the clock in `zone` shows at `instant`. */
export function utcToWallTime(instant: number, zone: string): WallTime {
  const offsetMinutes = zoneOffsetMinutes(zone, instant);
  const local = instant + offsetMinutes * minuteMs;
  const day = Math.floor(local / dayMs);
  return { day, minuteOfDay: Math.floor((local - day * dayMs) / minuteMs), offsetMinutes };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `+05:45`, `-04:00`, `+00:00`. */
export function formatOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  return `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

/**
 * ISO 8601 with the zone's offset at that instant: `2026-03-29T10:00:00+02:00`. Pass the offset when
 * it is known already (utcToWallTime gives it) to skip a zone lookup.
 */
export function formatLocalIso(
  instant: number,
  zone: string,
  offsetMinutes = zoneOffsetMinutes(zone, instant),
): string {
  const local = isoInstant(instant + offsetMinutes * minuteMs).slice(0, 19);
  return `${local}${formatOffset(offsetMinutes)}`;
}
