import 'server-only';
import { listCaldavCalendars } from '@/lib/integrations/caldav/list-caldav-calendars';
import { explainCaldavLoginFailure } from './caldav-login-failure';
import { openCaldavConnection } from './open-caldav-connection';
import type { TCaldavCalendars } from './schemas';

/** The account's calendars, each marked with whether it is read and whether it is the write calendar. */
export async function listCaldavConnectionCalendars(
  teacherId: string,
  connectionId: string,
): Promise<TCaldavCalendars> {
  const { connection, account } = await openCaldavConnection(teacherId, connectionId);
  const calendars = await listCaldavCalendars(account).catch(explainCaldavLoginFailure);
  return {
    calendars: calendars.map((calendar) => ({
      url: calendar.url,
      name: calendar.name,
      color: calendar.color,
      read: connection.readCalendarUrls.includes(calendar.url),
      write: connection.writeCalendarUrl === calendar.url,
    })),
  };
}
