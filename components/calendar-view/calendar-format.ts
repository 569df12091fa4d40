/** Client-safe display helpers of the calendar page. Times come as local ISO strings of the teacher zone. */
import type { TCalendarItem } from '@/lib/calendar-view/schemas';
import { formatIsoDateAs } from '@/lib/core/format-time';
import { relativeDay } from '@/lib/core/zoned-date';

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

/** `Mon` and `1 Mar` for a column head. */
export const dayHead = (date: string) => ({
  weekday: formatIsoDateAs(date, 'weekdayShort'),
  day: formatIsoDateAs(date, 'dayMonth'),
});

/** `Today`, `Tomorrow` or `Wednesday 3 March`. */
export const dayLabel = (date: string, today: string): string =>
  relativeDay(date, today) ?? formatIsoDateAs(date, 'longDay');
