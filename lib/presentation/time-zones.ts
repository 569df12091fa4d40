/**
 * Client-safe helpers for time zones in booking screens: the list of IANA zones to choose from and
 * their labels. No server imports. The visitor's zone: detectTimeZone in lib/core/time.ts.
 */
import { formatZoneLabel, formatZoneName } from '@/lib/core/format-time';
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
  // By the name people read (`Madrid time`), then the IANA name for the few cities in two regions.
  return [...all].sort((a, b) => compare(formatZoneName(a), formatZoneName(b)) || compare(a, b));
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export type TimeZoneOption = { value: string; label: string };

/**
 * The zones to choose from with their labels, worked out once where the page is rendered (the
 * server) and handed to the browser as they are: the runtime's zone list and zone data may differ
 * between Node and a browser, and a label the browser computed again would not hydrate.
 */
export function timeZoneOptions(include: readonly string[] = [], at: Date = new Date()): TimeZoneOption[] {
  return listTimeZones(include).map((zone) => ({ value: zone, label: timeZoneLabel(zone, at) }));
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

/** "Madrid time (GMT+1)": the name people say, then the offset now (lib/core/format-time.ts). */
export const timeZoneLabel = (timeZone: string, at: Date = new Date()): string => formatZoneLabel(timeZone, at);
