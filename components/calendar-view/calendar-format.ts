/** Client-safe display helpers of the calendar page. Times come as local ISO strings of the teacher zone. */
import type { TCalendarItem } from '@/lib/calendar-view/schemas';
import type { RegionalFormat } from '@/lib/core/locale';
import { relativeDay } from '@/lib/core/zoned-date';
import { formatDateTime, formatIsoDate } from '@/lib/presentation/format';

/**
 * `2027-03-01T10:00:00+01:00` -> `10:00`: the wall-clock time the API already worked out (DST-exact);
 * `10:00 AM` for a reader who asked for a 12-hour clock (the six locales default to 24 hours).
 */
export const localTime = (localIso: string, regional?: RegionalFormat) =>
  regional?.hourCycle === 'h12'
    ? formatDateTime(`${localIso.slice(0, 16)}:00Z`, 'UTC', 'time', regional)
    : localIso.slice(11, 16);

/** Minutes since local midnight of the item's own date; an end on a later date counts as 24:00. */
export function localMinutes(item: Pick<TCalendarItem, 'startsAtLocal' | 'endsAtLocal'>, date: string) {
  const minutes = (localIso: string) => Number(localIso.slice(11, 13)) * 60 + Number(localIso.slice(14, 16));
  const start = item.startsAtLocal.slice(0, 10) < date ? 0 : minutes(item.startsAtLocal);
  const end = item.endsAtLocal.slice(0, 10) > date ? 24 * 60 : minutes(item.endsAtLocal);
  return { start, end: Math.max(end, start) };
}

/** `10:00–11:00` */
export const timeRange = (item: Pick<TCalendarItem, 'startsAtLocal' | 'endsAtLocal'>, regional?: RegionalFormat) =>
  `${localTime(item.startsAtLocal, regional)}–${localTime(item.endsAtLocal, regional)}`;

/** `Mon` and `1 Mar` for a column head. */
export const dayHead = (date: string, regional?: RegionalFormat) => ({
  weekday: formatIsoDate(date, 'weekdayShort', regional),
  day: formatIsoDate(date, 'dayMonth', regional),
});

/** The words for today and tomorrow in the reader's language (`teacherCalendar.today`, `.tomorrow`). */
export type RelativeDays = { today: string; tomorrow: string };

/** `Today`, `Tomorrow` or `Wednesday 3 March`, in the reader's language. */
export function dayLabel(date: string, today: string, words: RelativeDays, regional?: RegionalFormat): string {
  const relative = relativeDay(date, today);
  if (relative) return relative === 'Today' ? words.today : words.tomorrow;
  return formatIsoDate(date, 'longDay', regional);
}
