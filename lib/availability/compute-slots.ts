import { isoInstant } from '@/lib/core/iso-instant';
import { formatLocalIso, minuteMs, utcToWallTime } from '@/lib/core/time';
import { cutSlotStarts } from './cut-slot-starts';
import type { Interval, Slot, SlotPreferences, TeacherAvailability } from './engine-types';
import { freeIntervals } from './free-intervals';
import { isPreferredSlot } from './slot-preference';
import { minimumNoticeMinutes, slotStepMinutes } from './slot-settings';
import { visitorWindowRange, type VisitorWindow } from './visitor-window';

export type ComputeSlotsInput = {
  availability: TeacherAvailability;
  /** Sessions and external events, UTC; the buffer is added here, not by the caller. */
  busy: readonly Interval[];
  durationMinutes: number;
  /** The visitor's dates and zone: slots start within them and are shown in that zone. */
  window: VisitorWindow;
  now: Date;
  preferences?: SlotPreferences;
  stepMinutes?: number;
  noticeMinutes?: number;
};

/**
 * The bookable slots of a service: free teacher time (schedules, overrides, minus busy time and its
 * buffer) cut into `durationMinutes` lessons on a `stepMinutes` grid, starting in the visitor's window
 * and not before `now` plus the notice. Pure: the same input always gives the same slots.
 */
export function computeSlots(input: ComputeSlotsInput): Slot[] {
  const { availability, busy, durationMinutes, window, now, preferences = {} } = input;
  const durationMs = durationMinutes * minuteMs;
  const starts = visitorWindowRange(window);
  const free = freeIntervals({ availability, busy, range: { start: starts.start, end: starts.end + durationMs } });
  const slotStarts = cutSlotStarts(free, {
    durationMs,
    stepMs: (input.stepMinutes ?? slotStepMinutes) * minuteMs,
    earliestStart: Math.max(starts.start, now.getTime() + (input.noticeMinutes ?? minimumNoticeMinutes) * minuteMs),
    startsBefore: starts.end,
  });
  return slotStarts.map((start) => {
    const end = start + durationMs;
    // One zone lookup per instant: the wall times serve the local forms and the preferences.
    const startClock = utcToWallTime(start, window.timeZone);
    const endClock = utcToWallTime(end, window.timeZone);
    return {
      startUtc: isoInstant(start),
      endUtc: isoInstant(end),
      startLocal: formatLocalIso(start, window.timeZone, startClock.offsetMinutes),
      endLocal: formatLocalIso(end, window.timeZone, endClock.offsetMinutes),
      isPreferred: isPreferredSlot(startClock, endClock, preferences),
    };
  });
}
