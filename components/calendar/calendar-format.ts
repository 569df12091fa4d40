/** Client-safe display helpers of the calendar page. Times come as local ISO strings of the teacher zone. */
import type { TCalendarItem } from '@/lib/calendar/schemas';
import { formatIsoDate, parseIsoDate } from '@/lib/core/time';

/** `2027-03-01T10:00:00+01:00` -> `10:00`: the wall-clock time the API already worked out (DST-exact). */
export const localTime = (localIso: string) => localIso.slice(11, 16);

/** Minutes since local midnight of the item's own date; an end on a later date counts as 24:00. */
export function localMinutes(item: Pick<TCalendarItem, 'startsAtLocal' | 'endsAtLocal'>, date: string) {
  const minutes = (localIso: string) => Number(localIso.slice(11, 13)) * 60 + Number(localIso.slice(14, 16));
  const start = item.startsAtLocal.slice(0, 10) < date ? 0 : minutes(item.startsAtLocal);
  const end = item.endsAtLocal.slice(0, 10) > date ? 24 * 60 : minutes(item.endsAtLocal);
  return { start, end: Math.max(end, start) };
}

/** `10:00–11:00` */
export const timeRange = (item: Pick<TCalendarItem, 'startsAtLocal' | 'endsAtLocal'>) =>
  `${localTime(item.startsAtLocal)}–${localTime(item.endsAtLocal)}`;

// Calendar dates are zone-free: format them as UTC midnights.
const asDate = (date: string) => new Date(`${date}T00:00:00Z`);
const weekdayShort = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });
const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const rangeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `Mon` and `1 Mar` for a column head. */
export const dayHead = (date: string) => ({
  weekday: weekdayShort.format(asDate(date)),
  day: dayMonth.format(asDate(date)),
});

/** `Today`, `Tomorrow` or `Wednesday 3 March`. */
export function dayLabel(date: string, today: string): string {
  if (date === today) return 'Today';
  if (date === formatIsoDate(parseIsoDate(today) + 1)) return 'Tomorrow';
  return longDay.format(asDate(date));
}

/** `1–7 Mar 2027` */
export const weekLabel = (first: string, last: string) => rangeFormat.formatRange(asDate(first), asDate(last));

/** `America/New_York` -> `America/New York`. */
export const zoneLabel = (zone: string) => zone.replace(/_/g, ' ');

/** The date `days` after (or before) an ISO date. */
export const shiftDate = (date: string, days: number) => formatIsoDate(parseIsoDate(date) + days);
