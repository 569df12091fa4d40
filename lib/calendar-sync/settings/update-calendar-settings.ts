import 'server-only';
import { db } from '@/lib/core/db';
import { BusinessRuleError } from '@/lib/core/errors';
import { invalidateExternalBusy } from '@/lib/core/external-busy-cache';
import { listGoogleCalendars } from '@/lib/integrations/google-calendar/list-google-calendars';
import { syncWatchChannelsQuietly } from '../watch/sync-watch-channels';
import { requestCalendarResync } from '../events/request-calendar-resync';
import { getCalendarSettings } from './get-calendar-settings';
import type { TCalendarSettings, TUpdateCalendarSettings } from './schemas';

/**
 * Saves which calendars block availability and the one that receives events. Every id must be one
 * of the account's calendars (checked against Google, not trusted from the browser), and the write
 * calendar one the teacher may write to.
 */
export async function updateCalendarSettings(
  teacherId: string,
  input: TUpdateCalendarSettings,
): Promise<TCalendarSettings> {
  const calendars = await listGoogleCalendars(teacherId);
  const known = new Map(calendars.map((calendar) => [calendar.id, calendar]));
  const unknown = input.readCalendarIds.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new BusinessRuleError('CALENDAR_NOT_FOUND', 'A read calendar is not one of this account', [
      { path: 'readCalendarIds', message: `Unknown calendar: ${unknown[0]}` },
    ]);
  }
  const write = known.get(input.writeCalendarId);
  if (!write?.writable) {
    throw new BusinessRuleError('CALENDAR_NOT_WRITABLE', 'The write calendar must be one this account can write to', [
      { path: 'writeCalendarId', message: write ? 'Read-only calendar' : 'Unknown calendar' },
    ]);
  }
  await db.calendarConnection.update({
    where: { teacherId },
    data: { readCalendarIds: [...new Set(input.readCalendarIds)], writeCalendarId: input.writeCalendarId },
  });
  await requestCalendarResync(db, { teacherId, reason: 'write_calendar' }); // moves events left elsewhere (0058)
  invalidateExternalBusy(teacherId);
  await syncWatchChannelsQuietly(teacherId);
  return getCalendarSettings(teacherId);
}
