import { formatIsoDate, isoWeekday, utcToWallTime, wallTimeToUtc } from '@/lib/core/time';

/** The report goes out from Monday 07:00 on the teacher's clock (decision 0063). */
export const weeklyReportHour = 7;

export type WeeklyReportPeriod = {
  /** Monday 00:00 of the teacher's current local week: the claim key (one report per local week). */
  weekStart: Date;
  /** The week reported on: [lastWeekStart, weekStart), the previous local Monday-to-Monday. */
  lastWeekStart: Date;
  /** The end of the local week ahead: upcoming lessons are those in [now, weekEnd). */
  weekEnd: Date;
  /** Sent from Monday 07:00 local until the local Monday ends: [dueAt, dueUntil). */
  dueAt: Date;
  dueUntil: Date;
  /** The calendar days of the week reported on (YYYY-MM-DD, local): its Monday and its Sunday. */
  firstDay: string;
  lastDay: string;
};

/**
 * The weeks of a report in the teacher's zone (decision 0063, replacing 0041's UTC weeks): the
 * week reported on runs from Monday 00:00 to Monday 00:00 on the teacher's clock, so a lesson on a
 * Sunday evening in Los Angeles (Monday in UTC) counts in the week it was taught. Instants come from
 * local midnights, so a week holding a daylight-saving change is 167 or 169 hours long.
 */
export function weeklyReportPeriod(now: Date, zone = 'UTC'): WeeklyReportPeriod {
  const { day } = utcToWallTime(now.getTime(), zone);
  const monday = day - (isoWeekday(day) - 1);
  const at = (localDay: number, minuteOfDay = 0) => new Date(wallTimeToUtc(localDay, minuteOfDay, zone));
  return {
    weekStart: at(monday),
    lastWeekStart: at(monday - 7),
    weekEnd: at(monday + 7),
    dueAt: at(monday, weeklyReportHour * 60),
    dueUntil: at(monday + 1),
    firstDay: formatIsoDate(monday - 7),
    lastDay: formatIsoDate(monday - 1),
  };
}
