import 'server-only';
import type { TeacherAvailability } from '@/lib/availability/engine-types';
import type { ExternalBusySource, ExternalBusyStatus } from '@/lib/availability/external-busy-source';
import { loadTeacherAvailability } from '@/lib/availability/load-teacher-availability';
import { usableTimeZone } from '@/lib/core/time';
import { availabilityItems, closedDayItems } from './availability-items';
import type { CalendarWindow } from './calendar-windows';
import { externalBusyBlocks, type TCalendarExternalBusy } from './external-busy-blocks';
import { loadCalendarSessions } from './load-calendar-sessions';
import type { TCalendarItem } from './schemas';

export type GetCalendarItems = {
  teacherId: string;
  /** The teacher's IANA zone (an unreadable stored zone falls back to UTC). */
  timeZone: string;
  window: CalendarWindow;
  includeCancelled?: boolean;
  now?: Date;
  /** The calendar page's external busy time (the API does not list it). */
  externalBusy?: ExternalBusySource;
};

export type CalendarItems = { items: TCalendarItem[]; externalBusy?: TCalendarExternalBusy };

/** Closed days first, then open hours, then sessions, when they start together (drawing order). */
const typeOrder: Record<TCalendarItem['type'], number> = { closed: 0, availability: 1, session: 2 };

/**
 * Everything of the teacher's calendar in a window, by start: closed days, open hours and sessions.
 * A fixed number of statements whatever the number of sessions: the availability set-up (the slot
 * engine's one JSON-aggregated query) and the sessions (loadCalendarSessions), sent together.
 * With `externalBusy`, the Google busy time of the window too, through the slot engine's source
 * (same cache and breaker): the connection comes with the availability statement, so a teacher
 * without Google costs no statement and no call.
 */
export async function getCalendarItems({
  teacherId,
  timeZone,
  window,
  includeCancelled = false,
  now = new Date(),
  externalBusy,
}: GetCalendarItems): Promise<CalendarItems> {
  const zone = usableTimeZone(timeZone);
  const [{ availability, busy }, sessions] = await Promise.all([
    loadTeacherAvailability({ teacherId, range: window }).then(async (availability) => ({
      availability,
      busy: externalBusy ? await loadExternalBusy(externalBusy, teacherId, window, availability) : null,
    })),
    loadCalendarSessions({ teacherId, zone, window, includeCancelled, now }),
  ]);
  const items = [...closedDayItems(availability, window), ...availabilityItems(availability, window), ...sessions];
  items.sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || typeOrder[a.type] - typeOrder[b.type]);
  if (!busy) return { items };
  return { items, externalBusy: { status: busy.status, blocks: externalBusyBlocks(busy.intervals, window, zone) } };
}

async function loadExternalBusy(
  source: ExternalBusySource,
  teacherId: string,
  window: CalendarWindow,
  { externalCalendar, caldavReadable }: Pick<TeacherAvailability, 'externalCalendar' | 'caldavReadable'>,
) {
  let status: ExternalBusyStatus = 'unavailable';
  const intervals = await source.getBusy({
    teacherId,
    from: new Date(window.start),
    to: new Date(window.end),
    calendar: externalCalendar ?? null,
    caldavReadable,
    report: (reported) => (status = reported),
  });
  return { status, intervals };
}
