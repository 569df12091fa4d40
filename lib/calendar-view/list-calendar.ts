import 'server-only';
import { usableTimeZone } from '@/lib/core/time';
import { getCalendarItems } from './get-calendar-items';
import type { TCalendarItems, TCalendarQuery } from './schemas';

/** `GET /api/teacher/calendar`: the rows of the window [start, end), with the zone their local forms use. */
export async function listCalendar({
  teacherId,
  timeZone,
  query,
  now = new Date(),
}: {
  teacherId: string;
  timeZone: string;
  query: TCalendarQuery;
  now?: Date;
}): Promise<TCalendarItems> {
  const zone = usableTimeZone(timeZone);
  const { items: data } = await getCalendarItems({
    teacherId,
    timeZone: zone,
    window: { start: Date.parse(query.start), end: Date.parse(query.end) },
    includeCancelled: query.includeCancelled,
    now,
  });
  return { timezone: zone, data };
}
