import 'server-only';
import type { BusyInterval } from '@/lib/core/external-busy-cache';
import { callCaldav } from '../caldav-breaker';
import { caldavClient, type CaldavAccount } from '../caldav-client';
import { busyFromIcalendar } from './busy-from-icalendar';

/**
 * Busy time of the given calendars in `[from, to)`: one calendar-query REPORT per calendar with a
 * time-range filter (the server picks the objects that may overlap, recurring ones included), expanded
 * and clipped here. A calendar-query is used rather than free-busy-query: iCloud and Radicale 3.1
 * do not answer the latter on a collection.
 */
export async function fetchCaldavBusy(
  account: CaldavAccount,
  { calendarUrls, from, to, floatingZone }: { calendarUrls: string[]; from: Date; to: Date; floatingZone: string },
): Promise<BusyInterval[]> {
  return callCaldav(account.serverUrl, async () => {
    const client = await caldavClient(account);
    const timeRange = { start: from.toISOString(), end: to.toISOString() };
    const objects = await Promise.all(
      calendarUrls.map((url) => client.fetchCalendarObjects({ calendar: { url }, timeRange, urlFilter: () => true })),
    );
    const texts = objects.flat().flatMap((object) => (typeof object.data === 'string' ? [object.data] : []));
    return busyFromIcalendar(texts, { from: from.getTime(), to: to.getTime(), floatingZone });
  });
}
