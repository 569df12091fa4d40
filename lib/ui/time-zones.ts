/**
 * Client-safe helpers for time zones in booking screens: the visitor's zone, the list of IANA
 * zones to choose from, and labels. No server imports.
 */
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

/** The zone of this browser (or `fallback` when it reports none the runtime can use). */
export function detectTimeZone(fallback = 'UTC'): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isValidTimeZone(zone) ? zone : fallback;
  } catch {
    return fallback;
  }
}

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

/** "GMT+1", "GMT-4:30", "GMT" at that instant; empty when the runtime cannot tell. */
export function zoneOffsetLabel(timeZone: string, at: Date = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(at);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/** "Europe/Madrid (GMT+1)": the name people search for, then the offset now. */
export function timeZoneLabel(timeZone: string, at: Date = new Date()): string {
  const offset = zoneOffsetLabel(timeZone, at);
  const name = timeZone.replace(/_/g, ' ');
  return offset ? `${name} (${offset})` : name;
}
