import 'server-only';
import { createDAVClient } from 'tsdav';
import { CaldavAnswerError } from './caldav-errors';

/** Short, like Google's: availability waits on busy time, and a slow server must not hold a booking page. */
export const caldavRequestTimeoutMs = 4_000;

/** What it takes to talk to a teacher's CalDAV account (the password opened from its sealed form). */
export type CaldavAccount = { serverUrl: string; username: string; password: string };

export type CaldavClient = Awaited<ReturnType<typeof createDAVClient>>;

/** Every request of the exchange stops after caldavRequestTimeoutMs (tsdav's own fetch has no timeout). */
const fetchWithTimeout: typeof fetch = (input, init) =>
  fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(caldavRequestTimeoutMs) });

/**
 * A logged-in tsdav client: discovery (principal, calendar home) happens here, so a wrong password or
 * URL fails now with a CaldavAnswerError 401/404.
 */
export async function caldavClient(account: CaldavAccount): Promise<CaldavClient> {
  try {
    return await createDAVClient({
      serverUrl: account.serverUrl,
      credentials: { username: account.username, password: account.password },
      authMethod: 'Basic',
      defaultAccountType: 'caldav',
      fetch: fetchWithTimeout,
    });
  } catch (error) {
    // tsdav reports a failed discovery as a plain Error; a transport failure keeps its cause.
    const message = error instanceof Error ? error.message : '';
    if (/invalid credentials|401|unauthori[sz]ed/i.test(message)) throw new CaldavAnswerError(401, 'login');
    if ((error as { cause?: unknown }).cause || (error as { name?: string }).name === 'TimeoutError') throw error;
    if (/cannot find homeUrl|cannot find principalUrl|404/i.test(message))
      throw new CaldavAnswerError(404, 'discovery');
    throw error;
  }
}
