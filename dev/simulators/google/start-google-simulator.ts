import { calendarRoutes } from './calendar-routes';
import { createCalendarState, type CalendarState } from './calendar-state';
import { demoCalendars, seedDemoAccount } from './demo-account';
import { driveRoutes } from './drive-routes';
import { createDriveState, type DriveState } from './drive-state';
import { listen } from './http-plumbing';
import { inspectionRoutes } from './inspection-routes';
import { createOAuthSimulator } from './oauth-routes';
import { authPath, certsPath, demoGoogleAccount, demoGoogleClient, tokenPath } from '@/lib/core/development-google';
import { createTokenStore, type SimulatedClient } from './token-store';

export type GoogleSimulator = {
  url: string;
  authUrl: string;
  tokenUrl: string;
  certsUrl: string;
  /** Give to the SDK as `rootUrl` (ends with `/`). */
  rootUrl: string;
  calendar: CalendarState;
  drive: DriveState;
  close(): Promise<void>;
};

/**
 * The whole simulated Google on one port with one token store, as development uses it: the
 * consent page (as the demo account), the token endpoint, Calendar v3, Drive v3, and
 * /__simulator/state. State lives in memory: a restart forgets it.
 */
export async function startGoogleSimulator({
  port = 0,
  hostname = '127.0.0.1',
  client = demoGoogleClient,
  seed = true,
}: { port?: number; hostname?: string; client?: SimulatedClient; seed?: boolean } = {}): Promise<GoogleSimulator> {
  const store = createTokenStore(client, { label: 'simulated' });
  const calendar = createCalendarState(demoCalendars);
  const drive = createDriveState();
  if (seed) seedDemoAccount(calendar, drive);
  const oauth = await createOAuthSimulator(store, { consentAccount: demoGoogleAccount });
  let base = '';
  const server = await listen(
    [
      oauth.routes,
      calendarRoutes(calendar, store, () => `${base}/`),
      driveRoutes(drive, store),
      inspectionRoutes(calendar, drive),
    ],
    { port, hostname },
  );
  base = server.base;
  return {
    url: base,
    authUrl: `${base}${authPath}`,
    tokenUrl: `${base}${tokenPath}`,
    certsUrl: `${base}${certsPath}`,
    rootUrl: `${base}/`,
    calendar,
    drive,
    close: server.close,
  };
}
