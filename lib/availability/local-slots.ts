/**
 * Client-safe helpers that turn the availability answer into what the slot picker shows: slots
 * grouped by the visitor's local day, with labels such as "Tue 24 Nov, 10:00". Days and clock times
 * are read from `startLocal` (the server already converted to the visitor's zone, DST included), so
 * the browser's own zone plays no part.
 */
import type { z } from 'zod';
import { formatInZone } from '@/lib/core/format-time';
import { formatDateTime, formatIsoDate, type Regional } from '@/lib/core/format-regional';
import { shiftIsoDate } from '@/lib/core/zoned-date';
import type { ZSlot } from './schemas';

export type Slot = z.infer<typeof ZSlot>;

export type LocalSlot = Slot & {
  /** Local date, `2026-11-24`. */
  date: string;
  /** Local clock time, `10:00`. */
  time: string;
  endTime: string;
  /** "Tue 24 Nov, 10:00": the slot's accessible name. */
  label: string;
};

export type SlotDay = {
  date: string;
  label: string;
  /** The day button's two lines: "Tue" and "24 Nov" ("Di." and "24. Nov." in German). */
  weekday: string;
  dayMonth: string;
  slots: LocalSlot[];
};

const localIso = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/;

/** `2026-11-24T10:00:00+01:00` -> { date: '2026-11-24', time: '10:00' } (the wall clock as written). */
export function localParts(iso: string): { date: string; time: string } {
  const match = localIso.exec(iso);
  if (!match) throw new Error(`Not a local ISO timestamp: ${iso}`);
  return { date: match[1]!, time: match[2]! };
}

/** `2026-11-24` -> "Tue 24 Nov" / "Di., 24. Nov." (a calendar date: no zone can shift it). */
export const formatDayLabel = (date: string, regional?: Regional): string => formatIsoDate(date, 'slotDay', regional);

/** "Tue 24 Nov, 10:00" from a slot's `startLocal`. */
export function formatLocalSlot(startLocal: string): string {
  const { date, time } = localParts(startLocal);
  return `${formatDayLabel(date)}, ${time}`;
}

/** Slots in time order, grouped by their local start date (days in order; days without slots are left out). */
export function groupSlotsByLocalDay(slots: readonly Slot[], regional?: Regional): SlotDay[] {
  const days = new Map<string, SlotDay>();
  const ordered = [...slots].sort((a, b) => Date.parse(a.startUtc) - Date.parse(b.startUtc));
  for (const slot of ordered) {
    const { date, time } = localParts(slot.startLocal);
    const day = days.get(date) ?? {
      date,
      label: formatDayLabel(date, regional),
      weekday: formatIsoDate(date, 'weekdayShort', regional),
      dayMonth: formatIsoDate(date, 'dayMonth', regional),
      slots: [],
    };
    day.slots.push({ ...slot, date, time, endTime: localParts(slot.endLocal).time, label: `${day.label}, ${time}` });
    days.set(date, day);
  }
  return [...days.values()];
}

/** The slot picker's window: `days` local dates from `start`, both ends inclusive (as the API reads them). */
export const slotWindow = (start: string, days = 14) => ({ start, end: shiftIsoDate(start, days - 1) });

/** "Tue 24 Nov, 10:00" of an instant on a zone's clock (a session in the zone it was booked in). */
export const formatInstantIn = (instant: string | Date, timeZone: string): string =>
  formatInZone(instant, timeZone, 'slotStart');

/** "10:00" of an instant on a zone's clock. */
export const formatClockIn = (instant: string | Date, timeZone: string): string =>
  formatInZone(instant, timeZone, 'clock');

/**
 * "Tue 24 Nov, 10:00–11:00" on a zone's clock (a zone the runtime cannot read falls back to UTC); in
 * the reader's language and clock when `regional` is given (issue 32), English without it.
 */
export function formatInstantRange(
  start: string | Date,
  end: string | Date,
  timeZone: string,
  regional?: Regional,
): string {
  if (!regional) return `${formatInstantIn(start, timeZone)}–${formatClockIn(end, timeZone)}`;
  return `${formatDateTime(start, timeZone, 'slotStart', regional)}–${formatDateTime(end, timeZone, 'clock', regional)}`;
}

export type SlotQuery = {
  serviceId: string;
  timeZone: string;
  /** Local dates, both inclusive. */
  start: string;
  end: string;
  /** ISO weekdays 1 (Monday) - 7 (Sunday); `HH:mm` hours, empty when not given. */
  preferences: { days: number[]; from: string; to: string };
};

/**
 * The availability endpoint's query (ZServiceAvailabilityQuery): days comma-separated in order;
 * preferred hours only when they make a range the API accepts (a half-typed range is left out
 * rather than turned into a 400).
 */
export function slotQuery({ serviceId, timeZone, start, end, preferences }: SlotQuery) {
  const { from, to, days } = preferences;
  const validRange = !from || !to || to > from;
  return {
    serviceId,
    timezone: timeZone,
    start,
    end,
    ...(from && validRange ? { preferredStart: from } : {}),
    ...(to && validRange ? { preferredEnd: to } : {}),
    ...(days.length > 0 ? { preferredDays: [...days].sort((a, b) => a - b).join(',') } : {}),
  };
}
