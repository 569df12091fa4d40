import 'server-only';
import { callCaldav } from './caldav-breaker';
import { caldavClient, type CaldavAccount } from './caldav-client';
import { CaldavAnswerError, ensureOk } from './caldav-errors';

/** Where a session's event lives: a name derived from its stable UID, so every retry writes the same object. */
export const caldavEventUrl = (calendarUrl: string, uid: string) =>
  new URL(`${encodeURIComponent(uid)}.ics`, calendarUrl.endsWith('/') ? calendarUrl : `${calendarUrl}/`).href;

/**
 * Creates or replaces the event at `url` (a PUT without If-Match: the second of two concurrent or
 * retried writes replaces the first instead of adding a copy).
 */
export async function putCaldavEvent(account: CaldavAccount, { url, ics }: { url: string; ics: string }) {
  await callCaldav(account.serverUrl, async () => {
    const client = await caldavClient(account);
    ensureOk(
      await client.updateObject({ url, data: ics, headers: { 'content-type': 'text/calendar; charset=utf-8' } }),
      'PUT',
    );
  });
}

/** Removes the event at `url`; already gone (404, 410) counts as done. */
export async function deleteCaldavEvent(account: CaldavAccount, url: string) {
  await callCaldav(account.serverUrl, async () => {
    const client = await caldavClient(account);
    const response = await client.deleteObject({ url });
    if (response.status === 404 || response.status === 410) return;
    ensureOk(response, 'DELETE');
  }).catch((error: unknown) => {
    if (error instanceof CaldavAnswerError && (error.status === 404 || error.status === 410)) return;
    throw error;
  });
}
