import type { TCalendarWeek } from '@/lib/calendar-view/schemas';
import { localMinutes } from './calendar-format';

/** Height of one hour row in the desktop week grid, in pixels. */
export const hourHeight = 48;

/** Hours shown by default; widened to hold whatever the week has earlier or later. */
const defaultFirstHour = 8;
const defaultLastHour = 20;

/** The first and last (exclusive) hour rows the week needs. */
export function hourRange(days: TCalendarWeek['days']): { first: number; last: number } {
  let first = defaultFirstHour;
  let last = defaultLastHour;
  for (const { date, items } of days) {
    for (const item of items) {
      if (item.type === 'closed') continue;
      const { start, end } = localMinutes(item, date);
      first = Math.min(first, Math.floor(start / 60));
      last = Math.max(last, Math.ceil(end / 60));
    }
  }
  return { first, last };
}

/** Sessions are drawn at least half an hour tall, so a short one stays readable and clickable. */
export const minSessionHeight = hourHeight / 2;

/** `top` and `height` (px) of an item in a day column starting at hour `first`. */
export function placement(minutes: { start: number; end: number }, first: number, minHeight = 0) {
  const top = ((minutes.start - first * 60) / 60) * hourHeight;
  const height = Math.max(((minutes.end - minutes.start) / 60) * hourHeight, minHeight);
  return { top, height };
}

/**
 * An external busy block's minutes within the drawn hours [first, last): busy time is not allowed to
 * widen the grid (an all-day event would stretch it to 24 hours), so it is clipped; null when
 * nothing of it shows.
 */
export function visibleMinutes(minutes: { start: number; end: number }, first: number, last: number) {
  const start = Math.max(minutes.start, first * 60);
  const end = Math.min(minutes.end, last * 60);
  return end > start ? { start, end } : null;
}
