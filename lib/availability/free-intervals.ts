import { minuteMs } from '@/lib/core/time';
import type { FreeInterval, Interval, TeacherAvailability } from './engine-types';
import { subtractIntervals, widenIntervals } from './interval-set';
import { workingIntervals } from './working-intervals';

type FreeIntervalsInput = { availability: TeacherAvailability; busy: readonly Interval[]; range: Interval };

/** Working time minus busy time, the busy time widened by the teacher's buffer on both sides. */
export function freeIntervals({ availability, busy, range }: FreeIntervalsInput): FreeInterval[] {
  const blocked = widenIntervals(busy, availability.bufferMinutes * minuteMs);
  return subtractIntervals(workingIntervals({ availability, range }), blocked);
}
