import type { TAvailabilityRule } from '@/lib/availability/schemas';

/** ISO weekdays 1 (Monday) to 7 (Sunday), as the API numbers them. */
export const WEEKDAYS = [
  { weekday: 1, label: 'Monday', short: 'Mon' },
  { weekday: 2, label: 'Tuesday', short: 'Tue' },
  { weekday: 3, label: 'Wednesday', short: 'Wed' },
  { weekday: 4, label: 'Thursday', short: 'Thu' },
  { weekday: 5, label: 'Friday', short: 'Fri' },
  { weekday: 6, label: 'Saturday', short: 'Sat' },
  { weekday: 7, label: 'Sunday', short: 'Sun' },
] as const;

export const weekdayLabel = (weekday: number) => WEEKDAYS[weekday - 1]?.label ?? `Day ${weekday}`;

export type WeekdayWindows = { weekday: number; label: string; windows: string[] };

/** Every weekday, Monday first, with its windows in time order ("09:00–13:00"); empty when closed. */
export function rulesByWeekday(rules: TAvailabilityRule[]): WeekdayWindows[] {
  return WEEKDAYS.map(({ weekday, label }) => ({
    weekday,
    label,
    windows: rules
      .filter((rule) => rule.weekday === weekday)
      .sort((a, b) => a.startTime.localeCompare(b.startTime))
      .map((rule) => `${rule.startTime}–${rule.endTime}`),
  }));
}
