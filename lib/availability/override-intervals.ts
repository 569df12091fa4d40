import { minutesPerDay, parseIsoDate, parseTimeOfDay, wallTimeToUtc } from '@/lib/core/time';
import type { DateOverride, Interval } from './engine-types';

/**
 * Overrides as UTC intervals, read in the teacher's zone: `blocks` (closed days, blocked hours) and
 * `openings` (extra hours). An opening without times means nothing and is ignored (the schemas
 * refuse it).
 */
export function overrideIntervals(overrides: readonly DateOverride[], teacherTimeZone: string) {
  const blocks: Interval[] = [];
  const openings: Interval[] = [];
  for (const override of overrides) {
    const day = parseIsoDate(override.date);
    const hasTimes = override.startTime !== null && override.endTime !== null;
    if (override.isAvailable && !hasTimes) continue;
    const startMinute = hasTimes ? parseTimeOfDay(override.startTime!) : 0;
    const endMinute = hasTimes ? parseTimeOfDay(override.endTime!) : minutesPerDay;
    const interval = {
      start: wallTimeToUtc(day, startMinute, teacherTimeZone),
      end: wallTimeToUtc(day, endMinute, teacherTimeZone),
    };
    (override.isAvailable ? openings : blocks).push(interval);
  }
  return { blocks, openings };
}
