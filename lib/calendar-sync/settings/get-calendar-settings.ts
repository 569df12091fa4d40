import 'server-only';
import { db } from '@/lib/core/db';
import { listGoogleCalendars } from '@/lib/integrations/google-calendar/list-google-calendars';
import type { TCalendarSettings } from './schemas';

/** The teacher's calendars at Google, with the current read and write choice. */
export async function getCalendarSettings(teacherId: string): Promise<TCalendarSettings> {
  // getGoogleAuth (inside) refuses a missing or revoked connection before this row is needed.
  const calendars = await listGoogleCalendars(teacherId);
  const connection = await db.calendarConnection.findUniqueOrThrow({ where: { teacherId } });
  return {
    accountEmail: connection.accountEmail,
    calendars,
    readCalendarIds: connection.readCalendarIds,
    writeCalendarId: connection.writeCalendarId,
  };
}
