import { formatIsoDate, parseIsoDate } from '@/lib/core/time';
import { localDay } from './calendar-windows';

/**
 * Items grouped by the local date (in `zone`) they start on, one entry per date of `dates` (consecutive) in
 * order, empty dates kept. An item that began before the first date (a session running over
 * midnight into the window) goes to the first date; one after the last, to the last.
 */
export function groupByLocalDay<T extends { startsAt: string }>(
  items: readonly T[],
  dates: readonly string[],
  zone: string,
): { date: string; items: T[] }[] {
  const groups = dates.map((date) => ({ date, items: [] as T[] }));
  if (groups.length === 0) return groups;
  const first = parseIsoDate(dates[0]!);
  for (const item of items) {
    const index = Math.min(Math.max(localDay(Date.parse(item.startsAt), zone) - first, 0), groups.length - 1);
    groups[index]!.items.push(item);
  }
  return groups;
}

/** The local dates from the day of `start` to the day of the instant just before `end`, in `zone`. */
export function localDates(start: number, end: number, zone: string): string[] {
  const first = localDay(start, zone);
  const last = localDay(end - 1, zone);
  return Array.from({ length: Math.max(last - first + 1, 0) }, (_, index) => formatIsoDate(first + index));
}
