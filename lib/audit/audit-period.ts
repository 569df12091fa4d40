import { shiftIsoDate, zonedDayStart, zonedToday } from '@/lib/core/zoned-date';

/**
 * `createdAt` bounds of a day range on the teacher's clock: from local midnight of `from` to local
 * midnight after `to` (exclusive), so both days are whole whatever the zone or a DST change.
 */
export function dayRangeWhere({ from, to }: { from?: string; to?: string }, zone: string) {
  if (!from && !to) return undefined;
  return {
    ...(from ? { gte: zonedDayStart(from, zone) } : {}),
    ...(to ? { lt: zonedDayStart(shiftIsoDate(to, 1), zone) } : {}),
  };
}

/** Default period of the activity summary: the last 30 days up to today (the teacher's). */
export const defaultSummaryDays = 30;

/**
 * The summary's period: the given days; without `from`, the `defaultSummaryDays` ending `to` (or
 * today); without `to`, up to today but at most `maxDays` days and never before `from`.
 */
export function summaryPeriod(
  { from, to }: { from?: string; to?: string },
  zone: string,
  { now = new Date(), maxDays = 366 }: { now?: Date; maxDays?: number } = {},
) {
  const today = zonedToday(zone, now);
  if (!from) {
    const last = to ?? today;
    return { from: shiftIsoDate(last, -(defaultSummaryDays - 1)), to: last };
  }
  if (to) return { from, to };
  const cap = shiftIsoDate(from, maxDays - 1);
  return { from, to: today < from ? from : today > cap ? cap : today };
}

/** Every date from `from` to `to`, both included. */
export function eachDate(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = shiftIsoDate(date, 1)) dates.push(date);
  return dates;
}
