/**
 * Client-safe helpers that turn the availability answer into what the slot picker shows: slots
 * grouped by the visitor's local day, with labels such as "Tue 24 Nov, 10:00". Days and clock times
 * are read from `startLocal` (the server already converted to the visitor's zone, DST included), so
 * the browser's own zone plays no part.
 */
import type { z } from 'zod';
import type { ZSlot } from '@/lib/availability/schemas';
import { formatIsoDate, parseIsoDate } from '@/lib/core/time';
import { dayKey, safeTimeZone } from './format';

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

export type SlotDay = { date: string; label: string; slots: LocalSlot[] };

const localIso = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/;

/** `2026-11-24T10:00:00+01:00` -> { date: '2026-11-24', time: '10:00' } (the wall clock as written). */
export function localParts(iso: string): { date: string; time: string } {
  const match = localIso.exec(iso);
  if (!match) throw new Error(`Not a local ISO timestamp: ${iso}`);
  return { date: match[1]!, time: match[2]! };
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

/** `2026-11-24` -> "Tue 24 Nov" (a calendar date: formatted at noon UTC so no zone can shift it). */
export function formatDayLabel(date: string): string {
  return dayFormat.format(new Date(`${date}T12:00:00Z`));
}

/** "Tue 24 Nov, 10:00" from a slot's `startLocal`. */
export function formatLocalSlot(startLocal: string): string {
  const { date, time } = localParts(startLocal);
  return `${formatDayLabel(date)}, ${time}`;
}

/** Slots in time order, grouped by their local start date (days in order; days without slots are left out). */
export function groupSlotsByLocalDay(slots: readonly Slot[]): SlotDay[] {
  const days = new Map<string, SlotDay>();
  const ordered = [...slots].sort((a, b) => Date.parse(a.startUtc) - Date.parse(b.startUtc));
  for (const slot of ordered) {
    const { date, time } = localParts(slot.startLocal);
    const day = days.get(date) ?? { date, label: formatDayLabel(date), slots: [] };
    day.slots.push({ ...slot, date, time, endTime: localParts(slot.endLocal).time, label: `${day.label}, ${time}` });
    days.set(date, day);
  }
  return [...days.values()];
}

/** Calendar days are added on dates, not instants, so a DST change never skips or repeats a day. */
export const addDays = (date: string, days: number): string => formatIsoDate(parseIsoDate(date) + days);

/** Today's date in a zone. */
export const todayIn = (timeZone: string, now: Date = new Date()): string => dayKey(now, timeZone);

/** The slot picker's window: `days` local dates from `start`, both ends inclusive (as the API reads them). */
export const slotWindow = (start: string, days = 14) => ({ start, end: addDays(start, days - 1) });

const instantFormats = new Map<string, Intl.DateTimeFormat>();

/** "Tue 24 Nov, 10:00" of an instant on a zone's clock (a session in the zone it was booked in). */
export function formatInstantIn(instant: string | Date, timeZone: string): string {
  let format = instantFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    instantFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}, ${part('hour')}:${part('minute')}`;
}

/** "10:00" of an instant on a zone's clock. */
export function formatClockIn(instant: string | Date, timeZone: string): string {
  return formatInstantIn(instant, timeZone).split(', ')[1] ?? '';
}

/** "Tue 24 Nov, 10:00–11:00" on a zone's clock (a zone the runtime cannot read falls back to UTC). */
export function formatInstantRange(start: string | Date, end: string | Date, timeZone: string): string {
  const zone = safeTimeZone(timeZone);
  return `${formatInstantIn(start, zone)}–${formatClockIn(end, zone)}`;
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
 * The availability endpoint's query string (ZServiceAvailabilityQuery): days comma-separated in
 * order; preferred hours only when they make a range the API accepts (a half-typed range is left
 * out rather than turned into a 400).
 */
export function slotQueryString({ serviceId, timeZone, start, end, preferences }: SlotQuery): string {
  const params = new URLSearchParams({ serviceId, timezone: timeZone, start, end });
  const { from, to, days } = preferences;
  const validRange = !from || !to || to > from;
  if (from && validRange) params.set('preferredStart', from);
  if (to && validRange) params.set('preferredEnd', to);
  if (days.length > 0) params.set('preferredDays', [...days].sort((a, b) => a - b).join(','));
  return params.toString();
}
