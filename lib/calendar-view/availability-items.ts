import type { Interval, TeacherAvailability } from '@/lib/availability/engine-types';
import { workingIntervals } from '@/lib/availability/working-intervals';
import { formatLocalIso, parseIsoDate } from '@/lib/core/time';
import { localDay, localMidnight, type CalendarWindow } from './calendar-windows';
import type { TCalendarItem } from './schemas';

type Times = Pick<TCalendarItem, 'startsAt' | 'endsAt' | 'startsAtLocal' | 'endsAtLocal'>;

const times = ({ start, end }: Interval, zone: string): Times => ({
  startsAt: new Date(start).toISOString(),
  endsAt: new Date(end).toISOString(),
  startsAtLocal: formatLocalIso(start, zone),
  endsAtLocal: formatLocalIso(end, zone),
});

/** Cuts an interval at each local midnight of `zone`, so every piece lies within one local day. */
export function splitAtLocalMidnights({ start, end }: Interval, zone: string): Interval[] {
  const pieces: Interval[] = [];
  for (let cursor = start; cursor < end;) {
    const pieceEnd = Math.min(end, localMidnight(localDay(cursor, zone) + 1, zone));
    pieces.push({ start: cursor, end: pieceEnd });
    cursor = pieceEnd;
  }
  return pieces;
}

/**
 * The teacher's open hours in the window as calendar rows: the slot engine's working time
 * (schedules, minus blocking overrides, plus openings), clipped to the window and cut at the
 * teacher's local midnights so a day view can draw each piece in one column. Sessions are not
 * subtracted: the calendar draws them on top of the open hours.
 */
export function availabilityItems(availability: TeacherAvailability, window: CalendarWindow): TCalendarItem[] {
  const zone = availability.timeZone;
  return workingIntervals({ availability, range: window })
    .map((interval) => ({ start: Math.max(interval.start, window.start), end: Math.min(interval.end, window.end) }))
    .flatMap((interval) => splitAtLocalMidnights(interval, zone))
    .map((interval) => ({
      id: `availability:${new Date(interval.start).toISOString()}`,
      type: 'availability' as const,
      title: 'Available',
      ...times(interval, zone),
      status: 'open' as const,
    }));
}

/**
 * Whole days the teacher closed by an override, overlapping the window. A date that also has an
 * opening override is not closed: the opening replaces the day's hours (the engine's rule).
 */
export function closedDayItems(availability: TeacherAvailability, window: CalendarWindow): TCalendarItem[] {
  const zone = availability.timeZone;
  const reopened = new Set(availability.overrides.filter((o) => o.isAvailable).map((o) => o.date));
  const closedDates = availability.overrides
    .filter((o) => !o.isAvailable && o.startTime === null && o.endTime === null && !reopened.has(o.date))
    .map((o) => o.date);
  return [...new Set(closedDates)]
    .sort()
    .map((date) => {
      const day = parseIsoDate(date);
      return { date, interval: { start: localMidnight(day, zone), end: localMidnight(day + 1, zone) } };
    })
    .filter(({ interval }) => interval.start < window.end && interval.end > window.start)
    .map(({ date, interval }) => ({
      id: `closed:${date}`,
      type: 'closed' as const,
      title: 'Closed',
      ...times(interval, zone),
      status: 'closed' as const,
      date,
    }));
}
