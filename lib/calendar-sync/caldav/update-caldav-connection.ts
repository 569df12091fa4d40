import 'server-only';
import { db } from '@/lib/core/db';
import { BusinessRuleError } from '@/lib/core/errors';
import { invalidateExternalBusy } from '@/lib/core/external-busy-cache';
import { listCaldavCalendars } from '@/lib/integrations/caldav/list-caldav-calendars';
import { caldavConnectionSelect, caldavConnectionView } from './caldav-connection-view';
import { explainCaldavLoginFailure } from './caldav-login-failure';
import { openCaldavConnection } from './open-caldav-connection';
import type { TCaldavConnection, TUpdateCaldavConnection } from './schemas';

/**
 * Saves the read calendars and the write calendar (or none: sessions are then not written). Every URL
 * must be one of the account's calendars, checked against the server, not trusted from the browser.
 */
export async function updateCaldavConnection(
  teacherId: string,
  connectionId: string,
  input: TUpdateCaldavConnection,
): Promise<TCaldavConnection> {
  const { account } = await openCaldavConnection(teacherId, connectionId);
  const known = new Set((await listCaldavCalendars(account).catch(explainCaldavLoginFailure)).map(({ url }) => url));
  const unknown = input.readCalendarUrls.find((url) => !known.has(url));
  if (unknown) {
    throw new BusinessRuleError('CALENDAR_NOT_FOUND', 'A read calendar is not one of this account', [
      { path: 'readCalendarUrls', message: `Unknown calendar: ${unknown}` },
    ]);
  }
  if (input.writeCalendarUrl && !known.has(input.writeCalendarUrl)) {
    throw new BusinessRuleError('CALENDAR_NOT_FOUND', 'The write calendar is not one of this account', [
      { path: 'writeCalendarUrl', message: 'Unknown calendar' },
    ]);
  }
  const row = await db.caldavConnection.update({
    where: { id: connectionId, teacherId },
    data: { readCalendarUrls: [...new Set(input.readCalendarUrls)], writeCalendarUrl: input.writeCalendarUrl },
    select: caldavConnectionSelect,
  });
  invalidateExternalBusy(teacherId);
  return caldavConnectionView(row);
}
