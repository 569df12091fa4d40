import { vi } from 'vitest';
import { notifyChannels } from '@/dev/simulators/google/calendar-channels';
import { calendarRoutes } from '@/dev/simulators/google/calendar-routes';
import {
  addBusy,
  channelsOf,
  createCalendarState,
  eventsOf,
  type SimulatedCalendarEntry,
  type SimulatedChannel,
  type SimulatedEvent,
} from '@/dev/simulators/google/calendar-state';
import { listen } from '@/dev/simulators/google/http-plumbing';
import {
  createTokenStore,
  issueRefreshToken,
  refreshTokenRoute,
  revokeToken,
} from '@/dev/simulators/google/token-store';
import { testGoogleClient } from './google-oauth';

/**
 * A local stand-in for Google Calendar v3 (the simulated Google's Calendar routes with a token
 * endpoint of their own, refresh grant only), reached by the real googleapis client through
 * `rootUrl` (GOOGLE_API_URL) and by google-auth-library's refresh through GOOGLE_TOKEN_URL; see
 * dev/simulators/google/calendar-routes.ts for what it answers.
 * `notify(calendarId)` delivers a change notification to each open channel's address with
 * Google's X-Goog-* headers, as Google does after a change.
 * `failNext(status)` fails the next API call; `delayNext(ms)` answers it late (timeouts).
 */

export type FakeCalendarEntry = SimulatedCalendarEntry;
export type FakeEvent = SimulatedEvent;
export type FakeChannel = SimulatedChannel;

export type FakeCalendar = {
  rootUrl: string;
  tokenUrl: string;
  apiRequests: number;
  freeBusyRequests: number;
  addRefreshToken(token?: string): string;
  revokeRefreshToken(token: string): void;
  /** The calendar list of whichever account holds a known token (one account per fake). */
  setCalendars(calendars: FakeCalendarEntry[]): void;
  addBusy(calendarId: string, start: string | Date, end: string | Date): void;
  events(calendarId?: string): FakeEvent[];
  /** Open push channels (events.watch), stopped ones removed. */
  channels(calendarId?: string): FakeChannel[];
  /**
   * Tells every open channel on `calendarId` that it changed (`state` 'exists'; 'sync' is the first
   * message Google sends on a new channel) and returns the HTTP statuses the receivers answered.
   */
  notify(calendarId: string, state?: 'exists' | 'sync'): Promise<number[]>;
  failNext(status: number): void;
  delayNext(ms: number): void;
  close(): Promise<void>;
};

export const defaultFakeCalendars: FakeCalendarEntry[] = [
  { id: 'ana@gmail.test', summary: 'Ana', primary: true, accessRole: 'owner', timeZone: 'Europe/Madrid' },
  { id: 'work@group.calendar.google.test', summary: 'Work', accessRole: 'writer', timeZone: 'Europe/Madrid' },
  { id: 'es.spain#holiday@group.v.calendar.google.test', summary: 'Holidays', accessRole: 'reader' },
];

export async function startFakeCalendar(client = testGoogleClient): Promise<FakeCalendar> {
  const store = createTokenStore(client, { label: 'calendar' });
  const state = createCalendarState(defaultFakeCalendars);
  const rootUrl = () => fake.rootUrl;
  const server = await listen([refreshTokenRoute(store), calendarRoutes(state, store, rootUrl)]);
  const fake: FakeCalendar = {
    rootUrl: `${server.base}/`,
    tokenUrl: `${server.base}/token`,
    get apiRequests() {
      return state.stats.apiRequests;
    },
    get freeBusyRequests() {
      return state.stats.freeBusyRequests;
    },
    addRefreshToken: (token) => issueRefreshToken(store, token),
    revokeRefreshToken: (token) => revokeToken(store, token),
    setCalendars(list) {
      state.calendars = list;
    },
    addBusy: (calendarId, start, end) => addBusy(state, calendarId, start, end),
    events: (calendarId) => eventsOf(state, calendarId),
    channels: (calendarId) => channelsOf(state, calendarId),
    notify: (calendarId, resourceState) => notifyChannels(state, fake.rootUrl, calendarId, resourceState),
    failNext: (status) => void state.failures.push(status),
    delayNext: (ms) => void state.delays.push(ms),
    close: server.close,
  };
  return fake;
}

/** Points the app's Google configuration (client, token endpoint, API root) at `fake`. */
export function stubCalendarEnv(fake: FakeCalendar, client = testGoogleClient) {
  vi.stubEnv('GOOGLE_CLIENT_ID', client.clientId);
  vi.stubEnv('GOOGLE_CLIENT_SECRET', client.clientSecret);
  vi.stubEnv('GOOGLE_TOKEN_URL', fake.tokenUrl);
  vi.stubEnv('GOOGLE_API_URL', fake.rootUrl);
  vi.stubEnv('APP_URL', 'http://localhost:3000');
}
