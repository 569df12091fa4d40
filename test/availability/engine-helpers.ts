/** Builders for the slot engine's tests (lib/availability/*.test.ts); test-only, never shipped. */
import { computeSlots, type ComputeSlotsInput } from '@/lib/availability/compute-slots';
import type { DateOverride, Interval, ScheduleRules, Slot, WeeklyRule } from '@/lib/availability/engine-types';

export const everyDay = [1, 2, 3, 4, 5, 6, 7];

/** The same windows on each of `weekdays`. */
export const weeklyRules = (windows: [string, string][], weekdays = everyDay): WeeklyRule[] =>
  weekdays.flatMap((weekday) => windows.map(([startTime, endTime]) => ({ weekday, startTime, endTime })));

export const schedule = (timeZone: string, rules: WeeklyRule[], extra: Partial<ScheduleRules> = {}) => ({
  timeZone,
  validFrom: null,
  validUntil: null,
  rules,
  ...extra,
});

export const utcInterval = (start: string, end: string): Interval => ({
  start: new Date(start).getTime(),
  end: new Date(end).getTime(),
});

type SlotsFor = {
  teacherZone: string;
  rules: WeeklyRule[];
  visitorZone?: string;
  startDate: string;
  endDate?: string;
  durationMinutes?: number;
  overrides?: DateOverride[];
  busy?: Interval[];
  bufferMinutes?: number;
  now?: string;
} & Pick<ComputeSlotsInput, 'preferences' | 'stepMinutes'>;

/** computeSlots with one schedule in the teacher's zone; `now` defaults to long before the window. */
export function slotsFor(input: SlotsFor): Slot[] {
  return computeSlots({
    availability: {
      timeZone: input.teacherZone,
      bufferMinutes: input.bufferMinutes ?? 0,
      schedules: [schedule(input.teacherZone, input.rules)],
      overrides: input.overrides ?? [],
    },
    busy: input.busy ?? [],
    durationMinutes: input.durationMinutes ?? 60,
    window: {
      startDate: input.startDate,
      endDate: input.endDate ?? input.startDate,
      timeZone: input.visitorZone ?? input.teacherZone,
    },
    now: new Date(input.now ?? '2000-01-01T00:00:00Z'),
    preferences: input.preferences,
    stepMinutes: input.stepMinutes,
  });
}

export const startsLocal = (slots: Slot[]) => slots.map((slot) => slot.startLocal);
export const startsUtc = (slots: Slot[]) => slots.map((slot) => slot.startUtc);
/** The first slot of each local date, e.g. to compare 09:00 across a clock change. */
export const firstOfEachDay = (slots: Slot[]) => {
  const seen = new Map<string, Slot>();
  for (const slot of slots) if (!seen.has(slot.startLocal.slice(0, 10))) seen.set(slot.startLocal.slice(0, 10), slot);
  return [...seen.values()];
};
