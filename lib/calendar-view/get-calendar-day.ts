import 'server-only';
import { usableTimeZone } from '@/lib/core/time';
import { dayWindow } from './calendar-windows';
import { getCalendarItems } from './get-calendar-items';
import type { ExternalBusySource } from '@/lib/availability/external-busy-source';
import type { TCalendarExternalBusy } from './external-busy-blocks';
import type { TCalendarDay } from './schemas';

/**
 * One local day of the teacher's calendar (today in their zone by default): closed day, open hours
 * and the sessions overlapping it, from local midnight to local midnight (23 or 25 hours on DST days).
 */
export async function getCalendarDay({
  teacherId,
  timeZone,
  date,
  now = new Date(),
  externalBusy,
}: {
  teacherId: string;
  timeZone: string;
  date?: string;
  now?: Date;
  /** The page's Google busy time (see getCalendarItems). */
  externalBusy?: ExternalBusySource;
}): Promise<TCalendarDay & { externalBusy?: TCalendarExternalBusy }> {
  const zone = usableTimeZone(timeZone);
  const window = dayWindow({ date, zone, now });
  const calendar = await getCalendarItems({ teacherId, timeZone: zone, window, now, externalBusy });
  return { timezone: zone, date: window.dates[0]!, ...calendar };
}
