import { isoWeekday, minutesPerDay, parseTimeOfDay, type WallTime } from '@/lib/core/time';
import type { SlotPreferences } from './engine-types';

const hasPreferences = ({ preferredStart, preferredEnd, preferredDays }: SlotPreferences) =>
  Boolean(preferredStart || preferredEnd || preferredDays?.length);

/**
 * Whether a slot matches the visitor's preferences, read on the visitor's clock (the wall times of
 * its start and end): it starts on a preferred weekday, not before `preferredStart`, and ends by
 * `preferredEnd` (the whole lesson fits the hours asked for). Without preferences nothing is preferred.
 */
export function isPreferredSlot(startClock: WallTime, endClock: WallTime, preferences: SlotPreferences): boolean {
  if (!hasPreferences(preferences)) return false;
  const { preferredStart, preferredEnd, preferredDays } = preferences;
  if (preferredDays?.length && !preferredDays.includes(isoWeekday(startClock.day))) return false;
  if (preferredStart && startClock.minuteOfDay < parseTimeOfDay(preferredStart)) return false;
  if (preferredEnd) {
    // Minutes from the start's local midnight: a lesson ending after midnight ends past 24:00.
    const endMinute = (endClock.day - startClock.day) * minutesPerDay + endClock.minuteOfDay;
    if (endMinute > parseTimeOfDay(preferredEnd)) return false;
  }
  return true;
}
