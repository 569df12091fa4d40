import type { FreeInterval, Interval, TeacherAvailability } from './engine-types';
import { mergeIntervals, subtractIntervals } from './interval-set';
import { overrideIntervals } from './override-intervals';
import { scheduleIntervals } from './schedule-intervals';

type WorkingIntervalsInput = {
  availability: Pick<TeacherAvailability, 'timeZone' | 'schedules' | 'overrides'>;
  range: Interval;
};

/**
 * When the teacher works, as UTC intervals overlapping `range` (not clipped to it, so the slot grid
 * does not depend on the window asked for): the union of all active schedules, minus the blocking
 * overrides, plus the opening ones. Openings win over blocks on purpose: "closed" plus "open 10-12"
 * on one date is how a teacher replaces a day's hours.
 */
export function workingIntervals({ availability, range }: WorkingIntervalsInput): FreeInterval[] {
  const scheduled = mergeIntervals(availability.schedules.flatMap((schedule) => scheduleIntervals(schedule, range)));
  const { blocks, openings } = overrideIntervals(availability.overrides, availability.timeZone);
  const working = mergeIntervals([...subtractIntervals(scheduled, mergeIntervals(blocks)), ...openings]);
  return working
    .filter((interval) => interval.start < range.end && interval.end > range.start)
    .map((interval) => ({ ...interval, gridAnchor: interval.start }));
}
