import 'server-only';
import { usableTimeZone } from '@/lib/core/time';
import { weekWindow } from './calendar-windows';
import { getCalendarItems } from './get-calendar-items';
import { groupByLocalDay } from './group-by-local-day';
import type { ExternalBusySource } from '@/lib/availability/external-busy-source';
import type { TCalendarExternalBusy } from './external-busy-blocks';
import type { TCalendarWeek, TCalendarWeekQuery } from './schemas';

/**
 * The ISO week (Monday to Sunday) holding `query.date` in the teacher's zone, today there by
 * default: seven local days, each with the calendar rows starting on it. Each day runs from its own
 * local midnight, so DST weeks still have seven days and 10:00 on the clock stays on its date.
 */
export async function getCalendarWeek({
  teacherId,
  timeZone,
  query,
  now = new Date(),
  externalBusy,
}: {
  teacherId: string;
  timeZone: string;
  query: Partial<TCalendarWeekQuery>;
  now?: Date;
  /** The page's Google busy time (see getCalendarItems); the API leaves it out. */
  externalBusy?: ExternalBusySource;
}): Promise<TCalendarWeek & { externalBusy?: TCalendarExternalBusy }> {
  const zone = usableTimeZone(timeZone);
  const window = weekWindow({ date: query.date, zone, now });
  const { items, externalBusy: busy } = await getCalendarItems({
    teacherId,
    timeZone: zone,
    window,
    includeCancelled: query.includeCancelled ?? false,
    now,
    externalBusy,
  });
  return {
    timezone: zone,
    weekStart: window.weekStart,
    days: groupByLocalDay(items, window.dates, zone),
    ...(busy ? { externalBusy: busy } : {}),
  };
}
