import { dayMs } from '@/lib/core/time';

export type WeeklyReportPeriod = {
  /** Monday 00:00 UTC of the week the run falls in: the claim key (one report per teacher per week). */
  weekStart: Date;
  /** The week reported on: [lastWeekStart, weekStart). */
  lastWeekStart: Date;
  /** The end of the week ahead: upcoming lessons are those in [now, weekEnd). */
  weekEnd: Date;
};

/**
 * The weeks a report covers, in UTC (decision 0041): a report is one summary for every teacher,
 * sent on Monday morning UTC; a teacher's local Monday differs by hours, not by a week.
 */
export function weeklyReportPeriod(now: Date): WeeklyReportPeriod {
  const today = Math.floor(now.getTime() / dayMs);
  const sinceMonday = (((today + 3) % 7) + 7) % 7; // day 0 (1970-01-01) was a Thursday
  const weekStart = (today - sinceMonday) * dayMs;
  return {
    weekStart: new Date(weekStart),
    lastWeekStart: new Date(weekStart - 7 * dayMs),
    weekEnd: new Date(weekStart + 7 * dayMs),
  };
}
