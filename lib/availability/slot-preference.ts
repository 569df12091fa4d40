import { isoWeekday, minutesPerDay, parseTimeOfDay, utcToWallTime } from '@/lib/core/time';
import type { SlotPreferences } from './engine-types';

const hasPreferences = ({ preferredStart, preferredEnd, preferredDays }: SlotPreferences) =>
  Boolean(preferredStart || preferredEnd || preferredDays?.length);

/**
 * Whether a slot matches the visitor's preferences, read on the visitor's clock: it starts on a
 * preferred weekday, not before `preferredStart`, and ends by `preferredEnd` (the whole lesson fits the
 * hours the visitor asked for). Without any preference nothing is "preferred".
 */
export function isPreferredSlot(start: number, end: number, timeZone: string, preferences: SlotPreferences): boolean {
  if (!hasPreferences(preferences)) return false;
  const startClock = utcToWallTime(start, timeZone);
  const { preferredStart, preferredEnd, preferredDays } = preferences;
  if (preferredDays?.length && !preferredDays.includes(isoWeekday(startClock.day))) return false;
  if (preferredStart && startClock.minuteOfDay < parseTimeOfDay(preferredStart)) return false;
  if (preferredEnd) {
    const endClock = utcToWallTime(end, timeZone);
    // Minutes from the start's local midnight: a lesson ending after midnight ends past 24:00.
    const endMinute = (endClock.day - startClock.day) * minutesPerDay + endClock.minuteOfDay;
    if (endMinute > parseTimeOfDay(preferredEnd)) return false;
  }
  return true;
}
