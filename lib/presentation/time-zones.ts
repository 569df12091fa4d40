/**
 * Client-safe helpers for time zones in pickers (the booking form's, the profile's): the list of IANA
 * zones to choose from and their labels, each zone by its name in the reader's language ("hora de
 * Madrid", lib/core/format-regional.ts), sorted for that language; the option's value stays the IANA
 * id. No server imports. The visitor's zone: detectTimeZone in lib/core/time.ts.
 */
import { formatZoneLabel, formatZoneName, type Regional } from '@/lib/core/format-regional';
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
 * Every IANA zone the runtime knows, with `UTC` and the given extra zones (the detected or stored
 * one) included even when the runtime's list leaves them out (it lists canonical names only, and
 * `UTC` is missing from some); sorted by the zone's name in the reader's language, in that language's
 * order.
 */
export function listTimeZones(include: readonly string[] = [], regional?: Regional): string[] {
  let zones: string[];
  try {
    zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : fallbackZones;
  } catch {
    zones = fallbackZones;
  }
  const all = new Set([...zones, 'UTC', ...include.filter((zone) => isValidTimeZone(zone))]);
  // By the name people read (`Madrid time`, `Ortszeit Madrid`), then the IANA name for the few cities in two regions.
  const names = new Map([...all].map((zone) => [zone, formatZoneName(zone, regional)]));
  const collator = new Intl.Collator(localeOf(regional));
  return [...all].sort((a, b) => collator.compare(names.get(a)!, names.get(b)!) || compare(a, b));
}

const localeOf = (regional: Regional): string => (typeof regional === 'string' ? regional : (regional?.locale ?? 'en'));

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export type TimeZoneOption = { value: string; label: string };

/**
 * The zones to choose from with their labels, worked out once where the page is rendered (the
 * server) and handed to the browser as they are: the runtime's zone list and zone data may differ
 * between Node and a browser, and a label the browser computed again would not hydrate.
 */
export function timeZoneOptions(
  include: readonly string[] = [],
  at: Date = new Date(),
  regional?: Regional,
): TimeZoneOption[] {
  return listTimeZones(include, regional).map((zone) => ({ value: zone, label: timeZoneLabel(zone, at, regional) }));
}

/**
 * "Europe/Madrid" for "madrid", "new york", "America/New_Y": spaces and underscores are alike; with
 * `labelOf`, a zone also matches on its label ("Ortszeit", "GMT+1").
 */
export function filterTimeZones(
  zones: readonly string[],
  query: string,
  labelOf?: (zone: string) => string | undefined,
): string[] {
  const wanted = normalise(query);
  if (!wanted) return [...zones];
  return zones.filter((zone) => normalise(zone).includes(wanted) || normalise(labelOf?.(zone) ?? '').includes(wanted));
}

const normalise = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, ' ');

/** "Madrid time (GMT+1)" / "hora de Madrid (GMT+1)": the name the reader says, then the offset at `at`. */
export const timeZoneLabel = (timeZone: string, at: Date = new Date(), regional?: Regional): string =>
  formatZoneLabel(timeZone, at, regional);
