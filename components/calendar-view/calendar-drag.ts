/** Client-safe rules and arithmetic of dragging a session in the time grid. */
import type { TCalendarSessionItem } from '@/lib/calendar-view/schemas';
import { parseIsoDate, utcToWallTime, wallTimeToUtc } from '@/lib/core/time';
import { hourHeight } from './week-layout';

/** Drops and clicks land on quarter hours. */
export const snapMinutes = 15;

/** What the teacher may move (the reschedule API's rule): a booked or to-confirm session not started yet. */
export const isMovable = (session: Pick<TCalendarSessionItem, 'status' | 'startsAt'>, nowMs: number) =>
  (session.status === 'scheduled' || session.status === 'pending_confirmation') && Date.parse(session.startsAt) > nowMs;

/** Minutes since local midnight at `offsetPx` below the top of a column whose first hour is `first`, snapped down. */
export function minutesAt(offsetPx: number, first: number): number {
  const minutes = first * 60 + (offsetPx / hourHeight) * 60;
  return Math.max(0, Math.min(24 * 60 - snapMinutes, Math.floor(minutes / snapMinutes) * snapMinutes));
}

/** A drag of `deltaPx` moves a start of `startMinutes` by whole quarter hours, within the day. */
export function movedMinutes(startMinutes: number, deltaPx: number): number {
  const moved = startMinutes + Math.round((deltaPx / hourHeight) * (60 / snapMinutes)) * snapMinutes;
  return Math.max(0, Math.min(24 * 60 - snapMinutes, moved));
}

/** `HH:mm` of minutes since midnight. */
export const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The instant of a wall-clock time on a local date of `zone` (a time the clocks skip moves forward). */
export const instantAt = (date: string, minutes: number, zone: string) =>
  wallTimeToUtc(parseIsoDate(date), minutes, zone);

/** Minutes since local midnight of an instant in `zone`. */
export const wallMinutes = (instant: number, zone: string) => utcToWallTime(instant, zone).minuteOfDay;
