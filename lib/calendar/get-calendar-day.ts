import 'server-only';
import { usableTimeZone } from '@/lib/core/time';
import { dayWindow } from './calendar-windows';
import { getCalendarItems } from './get-calendar-items';
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
}: {
  teacherId: string;
  timeZone: string;
  date?: string;
  now?: Date;
}): Promise<TCalendarDay> {
  const zone = usableTimeZone(timeZone);
  const window = dayWindow({ date, zone, now });
  const items = await getCalendarItems({ teacherId, timeZone: zone, window, now });
  return { timezone: zone, date: window.dates[0]!, items };
}
