import { formatIsoDate, isoWeekday, parseIsoDate } from '@/lib/core/time';
import type { TPracticeWeek } from './schemas';

/** The Monday of the ISO week of `date`. */
export const weekStartOf = (date: string): string => {
  const day = parseIsoDate(date);
  return formatIsoDate(day - (isoWeekday(day) - 1));
};

/** Minutes per ISO week for every week from `from` to `to` (zero weeks included), oldest first. */
export function weeklyTotals(entries: { practisedOn: string; minutes: number }[], from: string, to: string): TPracticeWeek[] {
  const totals = new Map<string, number>();
  for (let day = parseIsoDate(weekStartOf(from)); day <= parseIsoDate(to); day += 7) totals.set(formatIsoDate(day), 0);
  for (const entry of entries) {
    const week = weekStartOf(entry.practisedOn);
    if (totals.has(week)) totals.set(week, totals.get(week)! + entry.minutes);
  }
  return [...totals].map(([weekStart, minutes]) => ({ weekStart, minutes }));
}

/**
 * Days in a row with any practice, counted back from `today`, or from yesterday when today has none
 * yet (today is not over: the streak is not broken until it is), as the teaching streak counts.
 */
export function practiceStreak(days: ReadonlySet<string>, today: string): number {
  let day = parseIsoDate(today);
  if (!days.has(formatIsoDate(day))) day -= 1;
  let streak = 0;
  while (days.has(formatIsoDate(day))) {
    streak += 1;
    day -= 1;
  }
  return streak;
}
