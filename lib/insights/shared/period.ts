import { shiftIsoDate, zonedDayStart, zonedToday } from '@/lib/core/zoned-date';

/**
 * Insight periods: the last `days` local days of the teacher's zone, today included, and the
 * immediately preceding period of the same number of days. Bounds are half-open instants
 * ([start, end)) at local midnights, so a DST change inside a period never loses or repeats an hour
 * of a day, and "30 days" always means 30 calendar days on the teacher's clock.
 */
export type Range = { start: Date; end: Date };
/** The same ranges as local ISO dates, [start, end): for the day rollups (decision 0146). */
export type DateRange = { start: string; end: string };
export type Period = {
  days: number;
  current: Range;
  previous: Range;
  dates: { current: DateRange; previous: DateRange };
};

export function resolvePeriod({
  days,
  now = new Date(),
  timezone,
}: {
  days: number;
  now?: Date;
  timezone: string;
}): Period {
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`Not a period length: ${days}`);
  const today = zonedToday(timezone, now);
  const endDate = shiftIsoDate(today, 1);
  const startDate = shiftIsoDate(endDate, -days);
  const previousStartDate = shiftIsoDate(startDate, -days);
  const end = zonedDayStart(endDate, timezone);
  const start = zonedDayStart(startDate, timezone);
  return {
    days,
    current: { start, end },
    previous: { start: zonedDayStart(previousStartDate, timezone), end: start },
    dates: {
      current: { start: startDate, end: endDate },
      previous: { start: previousStartDate, end: startDate },
    },
  };
}

/**
 * Change in percent of `current` versus `previous`, rounded to one decimal.
 * A previous value of 0 has no meaningful percentage (any growth from nothing would be "infinite"):
 * the change is then null, and the page shows "new" (or nothing when both are 0).
 */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}
