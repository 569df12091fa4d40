import { minuteMs } from '@/lib/core/time';
import type { Interval, TeacherAvailability } from './engine-types';
import { freeIntervals } from './free-intervals';
import { minimumNoticeMinutes } from './slot-settings';

export type IsSlotAvailableInput = {
  availability: TeacherAvailability;
  busy: readonly Interval[];
  startUtc: Date;
  durationMinutes: number;
  now: Date;
  noticeMinutes?: number;
};

/**
 * Whether `[startUtc, startUtc + duration)` lies wholly in the teacher's free time (buffer included)
 * and not before now plus the notice: the check a booking repeats inside its transaction. It does not
 * ask for the slot grid: a start that computeSlots would not list but that fits is still free time.
 */
export function isSlotAvailable(input: IsSlotAvailableInput): boolean {
  const start = input.startUtc.getTime();
  const end = start + input.durationMinutes * minuteMs;
  if (start < input.now.getTime() + (input.noticeMinutes ?? minimumNoticeMinutes) * minuteMs) return false;
  const free = freeIntervals({ availability: input.availability, busy: input.busy, range: { start, end } });
  return free.some((interval) => interval.start <= start && interval.end >= end);
}
