import { isoWeekday, parseIsoDate, parseTimeOfDay, utcToWallTime, wallTimeToUtc } from '@/lib/core/time';
import type { Interval, ScheduleRules } from './engine-types';

type MinuteWindow = { startMinute: number; endMinute: number };

function rulesByWeekday(schedule: ScheduleRules): Map<number, MinuteWindow[]> {
  const byWeekday = new Map<number, MinuteWindow[]>();
  for (const rule of schedule.rules) {
    const windows = byWeekday.get(rule.weekday) ?? [];
    windows.push({ startMinute: parseTimeOfDay(rule.startTime), endMinute: parseTimeOfDay(rule.endTime) });
    byWeekday.set(rule.weekday, windows);
  }
  return byWeekday;
}

/**
 * The UTC intervals a schedule's weekly rules give within `range`. Rules are wall-clock times of the
 * schedule's zone on each local date, converted with that date's offset (wallTimeToUtc settles DST
 * gaps and overlaps), so "09:00-13:00" stays 09:00-13:00 on the clock all year round. A window lying
 * wholly inside a spring-forward gap is empty and yields nothing.
 */
export function scheduleIntervals(schedule: ScheduleRules, range: Interval): Interval[] {
  const byWeekday = rulesByWeekday(schedule);
  const zone = schedule.timeZone;
  // A window of local date D lies within [D 00:00, D+1 00:00]: these dates are the only candidates.
  const firstDay = utcToWallTime(range.start, zone).day;
  const lastDay = utcToWallTime(range.end, zone).day;
  const validFrom = schedule.validFrom ? parseIsoDate(schedule.validFrom) : -Infinity;
  const validUntil = schedule.validUntil ? parseIsoDate(schedule.validUntil) : Infinity;
  const intervals: Interval[] = [];
  for (let day = Math.max(firstDay, validFrom); day <= Math.min(lastDay, validUntil); day++) {
    for (const { startMinute, endMinute } of byWeekday.get(isoWeekday(day)) ?? []) {
      const start = wallTimeToUtc(day, startMinute, zone);
      const end = wallTimeToUtc(day, endMinute, zone);
      if (end > start && start < range.end && end > range.start) intervals.push({ start, end });
    }
  }
  return intervals;
}
