import type { Interval } from '@/lib/availability/engine-types';
import type { ExternalBusyStatus } from '@/lib/availability/external-busy-source';
import { mergeIntervals } from '@/lib/availability/interval-set';
import { formatLocalIso } from '@/lib/core/time';
import { splitAtLocalMidnights } from './availability-items';
import type { CalendarWindow } from './calendar-windows';

/** A stretch of time the teacher's Google read calendars mark busy (freeBusy names no events). */
export type TCalendarBusyBlock = {
  id: string;
  startsAt: string;
  endsAt: string;
  startsAtLocal: string;
  endsAtLocal: string;
};

/**
 * External busy time of the calendar page (not part of the calendar API): `ok` with its blocks,
 * `unavailable` when Google could not be asked (the page says so), `not_connected` (nothing shown).
 */
export type TCalendarExternalBusy = { status: ExternalBusyStatus; blocks: TCalendarBusyBlock[] };

/**
 * Busy intervals as calendar blocks: clipped to the window, overlaps between calendars merged (one
 * hatched block, not a pile), cut at the teacher's local midnights so each piece belongs to one day.
 */
export function externalBusyBlocks(intervals: Interval[], window: CalendarWindow, zone: string): TCalendarBusyBlock[] {
  const clipped = intervals.map(({ start, end }) => ({
    start: Math.max(start, window.start),
    end: Math.min(end, window.end),
  }));
  return mergeIntervals(clipped)
    .flatMap((interval) => splitAtLocalMidnights(interval, zone))
    .map(({ start, end }) => ({
      id: `busy:${new Date(start).toISOString()}`,
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(end).toISOString(),
      startsAtLocal: formatLocalIso(start, zone),
      endsAtLocal: formatLocalIso(end, zone),
    }));
}
