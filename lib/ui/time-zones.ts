/**
 * Client-safe helpers for time zones in booking screens: the list of IANA zones to choose from and
 * their labels. No server imports. The visitor's zone: detectTimeZone in lib/core/time.ts.
 */
import { formatZoneName, formatZoneOffset } from '@/lib/core/format-time';
import { isValidTimeZone } from '@/lib/core/time';

/** A short list for runtimes without `Intl.supportedValuesOf` (old browsers). */
const fallbackZones = [
  'UTC',
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Madrid',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Athens',
  'Africa/Johannesburg',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
];

/**
 * Every IANA zone the runtime knows, sorted, with `UTC` and the given extra zones (the detected or
 * stored one) included even when the runtime's list leaves them out (it lists canonical names only,
 * and `UTC` is missing from some).
 */
export function listTimeZones(include: readonly string[] = []): string[] {
  let zones: string[];
  try {
    zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : fallbackZones;
  } catch {
    zones = fallbackZones;
  }
  const all = new Set([...zones, 'UTC', ...include.filter((zone) => isValidTimeZone(zone))]);
  return [...all].sort((a, b) => a.localeCompare(b));
}

/** "Europe/Madrid" for "madrid", "new york", "America/New_Y": spaces and underscores are alike. */
export function filterTimeZones(zones: readonly string[], query: string): string[] {
  const wanted = normalise(query);
  if (!wanted) return [...zones];
  return zones.filter((zone) => normalise(zone).includes(wanted));
}

const normalise = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, ' ');

/** "Europe/Madrid (GMT+1)": the name people search for, then the offset now. */
export function timeZoneLabel(timeZone: string, at: Date = new Date()): string {
  const offset = formatZoneOffset(timeZone, at);
  const name = formatZoneName(timeZone);
  return offset ? `${name} (${offset})` : name;
}
