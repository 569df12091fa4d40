import 'server-only';
import { db } from '@/lib/core/db';
import { env } from '@/lib/core/env';
import { BusinessRuleError } from '@/lib/core/errors';
import { invalidateExternalBusy } from '@/lib/core/external-busy-cache';
import { sealCaldavPassword } from '@/lib/integrations/caldav/caldav-account';
import { listCaldavCalendars } from '@/lib/integrations/caldav/list-caldav-calendars';
import { caldavConnectionSelect, caldavConnectionView } from './caldav-connection-view';
import { explainCaldavLoginFailure } from './caldav-login-failure';
import { resolvesToPrivateAddress, type HostLookup } from './private-address';
import type { TCaldavConnection, TConnectCaldav } from './schemas';

/**
 * Connects (or reconnects) the teacher's CalDAV account: the server is asked first, so a wrong
 * address or password is refused before anything is stored. The password is kept sealed
 * (lib/core/crypto). A reconnect to the same server and user keeps the calendar choice; another
 * account starts with none (decision 0105). A server whose host is or resolves to a private,
 * loopback or link-local address is refused unless CALDAV_ALLOW_PRIVATE_HOSTS allows it (on by
 * default in development and test only; decision 0136).
 */
export async function connectCaldav(
  teacherId: string,
  input: TConnectCaldav,
  { lookup }: { lookup?: HostLookup } = {},
): Promise<TCaldavConnection> {
  if (!env().CALDAV_ALLOW_PRIVATE_HOSTS && (await resolvesToPrivateAddress(input.serverUrl, lookup))) {
    throw new BusinessRuleError('CALDAV_NOT_FOUND', 'This server address cannot be used', [
      { path: 'serverUrl', message: 'Use the public address of your calendar server' },
    ]);
  }
  const account = { serverUrl: input.serverUrl, username: input.username, password: input.password };
  await listCaldavCalendars(account).catch(explainCaldavLoginFailure);
  const existing = await db.caldavConnection.findUnique({ where: { teacherId } });
  const sameAccount = existing?.serverUrl === input.serverUrl && existing.username === input.username;
  const encryptedPassword = sealCaldavPassword(input.password, teacherId);
  const row = await db.caldavConnection.upsert({
    where: { teacherId },
    create: { teacherId, serverUrl: input.serverUrl, username: input.username, encryptedPassword },
    update: {
      serverUrl: input.serverUrl,
      username: input.username,
      encryptedPassword,
      status: 'connected',
      ...(sameAccount ? {} : { readCalendarUrls: [], writeCalendarUrl: null }),
    },
    select: caldavConnectionSelect,
  });
  invalidateExternalBusy(teacherId);
  return caldavConnectionView(row);
}
