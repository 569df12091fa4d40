import 'server-only';
import { loadTeacherAvailability } from '@/lib/availability/load-teacher-availability';
import { usableTimeZone } from '@/lib/core/time';
import { availabilityItems, closedDayItems } from './availability-items';
import type { CalendarWindow } from './calendar-windows';
import { loadCalendarSessions } from './load-calendar-sessions';
import type { TCalendarItem } from './schemas';

export type GetCalendarItems = {
  teacherId: string;
  /** The teacher's IANA zone (an unreadable stored zone falls back to UTC). */
  timeZone: string;
  window: CalendarWindow;
  includeCancelled?: boolean;
  now?: Date;
};

/** Closed days first, then open hours, then sessions, when they start together (drawing order). */
const typeOrder: Record<TCalendarItem['type'], number> = { closed: 0, availability: 1, session: 2 };

/**
 * Everything of the teacher's calendar in a window, by start: closed days, open hours and sessions.
 * A fixed number of statements whatever the number of sessions: the availability set-up (the slot
 * engine's one JSON-aggregated query) and the sessions (loadCalendarSessions), sent together.
 */
export async function getCalendarItems({
  teacherId,
  timeZone,
  window,
  includeCancelled = false,
  now = new Date(),
}: GetCalendarItems): Promise<TCalendarItem[]> {
  const zone = usableTimeZone(timeZone);
  const [availability, sessions] = await Promise.all([
    loadTeacherAvailability({ teacherId, range: window }),
    loadCalendarSessions({ teacherId, zone, window, includeCancelled, now }),
  ]);
  const items = [...closedDayItems(availability, window), ...availabilityItems(availability, window), ...sessions];
  return items.sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || typeOrder[a.type] - typeOrder[b.type]);
}
