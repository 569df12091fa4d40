import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { isValidTimeZone, usableTimeZone } from './time';

/**
 * Dates and times as the UI and e-mails write them (English, day-first, 24-hour), through date-fns and @date-fns/tz:
 * the text depends on the pattern and the zone only, never on the runtime's locale data, so the
 * server and the browser print the same thing. Client-safe.
 */

/**
 * date-fns patterns of the texts Lektio shows; the example is 2026-11-23T08:30Z in Europe/Madrid.
 * One house style (decision 0031): day before month, 24-hour clock, English month names, so no page
 * mixes "Nov 23" with "23 Nov" or "9:30 AM" with "09:30". The older names stay and print that style.
 */
export const timePatterns = {
  /** `23 Nov 2026` */
  date: 'd MMM yyyy',
  /** `23 November 2026` */
  longDate: 'd MMMM yyyy',
  /** `23 Nov 2026, 09:30` */
  dateTime: 'd MMM yyyy, HH:mm',
  /** `09:30` */
  time: 'HH:mm',
  /** `Monday 23 November` */
  weekdayDayMonth: 'EEEE d MMMM',
  /** `Mon, 23 Nov 2026` */
  weekdayDate: 'EEE, d MMM yyyy',
  /** `November 2026` */
  month: 'MMMM yyyy',
  /** `09:30` */
  clock: 'HH:mm',
  /** `Mon` */
  weekdayShort: 'EEE',
  /** `23 Nov` */
  dayMonth: 'd MMM',
  /** `23 Nov 2026` */
  dayMonthYear: 'd MMM yyyy',
  /** `23 Nov 2026, 09:30` */
  dayMonthYearClock: 'd MMM yyyy, HH:mm',
  /** `23 Nov 2026, 09:30:00` */
  dayMonthYearSeconds: 'd MMM yyyy, HH:mm:ss',
  /** `Mon 23 Nov` */
  slotDay: 'EEE d MMM',
  /** `Mon 23 Nov, 09:30` */
  slotStart: 'EEE d MMM, HH:mm',
  /** `Mon, 23 Nov 2026, 09:30` */
  sessionStart: 'EEE, d MMM yyyy, HH:mm',
  /** `Monday 23 November` */
  longDay: 'EEEE d MMMM',
  /** `Monday, 23 November 2026 at 09:30` */
  fullDateTime: "EEEE, d MMMM yyyy 'at' HH:mm",
  /** `Nov 26`: a month on a chart's axis */
  monthAxis: 'MMM yy',
  /** `Nov 2026` */
  shortMonth: 'MMM yyyy',
  /** `2026-11-23`: for file names */
  isoDate: 'yyyy-MM-dd',
} as const;

export type TimePattern = keyof typeof timePatterns;

type Instant = Date | string | number;

/** An instant on the clock of `zone` (a zone the runtime cannot read, or none, falls back to UTC). */
export function formatInZone(at: Instant, zone: string | null | undefined, pattern: TimePattern): string {
  return format(new Date(at), timePatterns[pattern], { in: tz(usableTimeZone(zone)) });
}

/** A calendar date (`2026-11-23`): it has no zone, so no zone can shift it. */
export const formatIsoDateAs = (date: string, pattern: TimePattern): string =>
  formatInZone(`${date}T12:00:00Z`, 'UTC', pattern);

/** `November 2026` of a month (`2026-11`). */
export const formatMonth = (month: string): string => formatIsoDateAs(`${month}-01`, 'month');

/** `23 Nov 2026`, the usual date of a record, on the viewer's clock. */
export const formatDate = (at: Instant, zone: string | null | undefined): string => formatInZone(at, zone, 'date');

// Thin spaces around the dash, as ICU writes a range.
const rangeDash = '\u2009\u2013\u2009';

/** `1–7 Mar 2027`, `28 Feb – 6 Mar 2027`, `28 Dec 2026 – 3 Jan 2027`, `4 Mar 2025` (calendar dates). */
export function formatIsoDateRange(first: string, last: string): string {
  const end = formatIsoDateAs(last, 'dayMonthYear');
  if (last <= first) return formatIsoDateAs(first, 'dayMonthYear');
  if (first.slice(0, 4) !== last.slice(0, 4)) return `${formatIsoDateAs(first, 'dayMonthYear')}${rangeDash}${end}`;
  if (first.slice(0, 7) !== last.slice(0, 7)) return `${formatIsoDateAs(first, 'dayMonth')}${rangeDash}${end}`;
  return `${Number(first.slice(8, 10))}${rangeDash}${end}`;
}

/** `GMT+1`, `GMT-4:30`, `GMT` for the offset of `zone` at that instant; empty for a zone we cannot read. */
export function formatZoneOffset(zone: string, at: Date = new Date()): string {
  if (!isValidTimeZone(zone)) return '';
  const label = format(at, 'O', { in: tz(zone) });
  return label === 'GMT+0' ? 'GMT' : label;
}

const universalZones = /^(Etc\/)?(UTC|UCT|GMT|Universal|Zulu|Greenwich)([+-]0)?$/i;

/**
 * A zone as a person names it: `Europe/Madrid` -> `Madrid time`, `America/New_York` -> `New York time`,
 * `America/Argentina/Buenos_Aires` -> `Buenos Aires time`, `UTC` -> `UTC`, `Etc/GMT+5` -> `GMT-5`
 * (POSIX signs are inverted). Built from the zone's city, not from the runtime's locale data (Intl's
 * `longGeneric` names differ between Node and browsers and between versions), so the server and
 * every browser print the same words: THE one way a zone is written to a person (decision 0025).
 */
export function formatZoneName(zone: string): string {
  if (universalZones.test(zone)) return 'UTC';
  const etc = /^Etc\/GMT([+-])(\d{1,2})$/.exec(zone);
  if (etc) return `GMT${etc[1] === '+' ? '-' : '+'}${etc[2]}`;
  const city = zone.split('/').at(-1)!.replace(/_/g, ' ');
  return `${city} time`;
}

/** `Madrid time (GMT+1)`: the zone a page's times are on, with its offset now; `UTC` alone. */
export function formatZoneLabel(zone: string | null | undefined, at: Date = new Date()): string {
  const readable = usableTimeZone(zone);
  const name = formatZoneName(readable);
  const offset = formatZoneOffset(readable, at);
  return name === 'UTC' || name === offset || !offset ? name : `${name} (${offset})`;
}
