import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';
import { googleError, readBody, refreshTokenGrant, send } from './google-api-plumbing';
import { testGoogleClient } from './google-oauth';

/**
 * A local stand-in for Google Calendar v3, reached by the real googleapis client through `rootUrl`
 * (GOOGLE_API_URL) and by google-auth-library's refresh through GOOGLE_TOKEN_URL:
 * - POST /token (refresh_token grant) for tokens the fake knows (`addRefreshToken`);
 * - GET /calendar/v3/users/me/calendarList;
 * - POST /calendar/v3/freeBusy answers the busy intervals added with `addBusy` (already expanded,
 *   as Google expands recurring and all-day events), overlapping [timeMin, timeMax);
 * - POST/PATCH/DELETE/GET /calendar/v3/calendars/:calendarId/events[/:eventId], where a client-chosen
 *   id that exists already is 409 (Google's "identifier already exists").
 * `failNext(status)` fails the next API call; `delayNext(ms)` answers it late (timeouts).
 */

export type FakeCalendarEntry = {
  id: string;
  summary: string;
  primary?: boolean;
  accessRole: string;
  timeZone?: string;
};
export type FakeEvent = { id: string; calendarId: string; status: string; [key: string]: unknown };

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
  const refreshTokens = new Set<string>();
  const accessTokens = new Set<string>();
  const busy = new Map<string, { start: number; end: number }[]>();
  const events = new Map<string, FakeEvent>();
  const failures: number[] = [];
  const delays: number[] = [];
  let calendars = defaultFakeCalendars;

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, { error: String(error) }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = await readBody(req);
    if (req.method === 'POST' && url.pathname === '/token')
      return refreshTokenGrant(res, new URLSearchParams(body), {
        client,
        refreshTokens,
        accessTokens,
        label: 'calendar',
      });
    if (!url.pathname.startsWith('/calendar/v3/')) return send(res, 404, googleError(404, 'Not Found'));
    fake.apiRequests++;
    const delay = delays.shift();
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    const failure = failures.shift();
    if (failure) return send(res, failure, googleError(failure, 'Simulated failure'));
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !accessTokens.has(bearer)) return send(res, 401, googleError(401, 'Invalid Credentials'));
    const path = url.pathname.slice('/calendar/v3'.length);
    if (req.method === 'GET' && path === '/users/me/calendarList') {
      return send(res, 200, { kind: 'calendar#calendarList', items: calendars });
    }
    if (req.method === 'POST' && path === '/freeBusy') return freeBusy(res, JSON.parse(body || '{}'));
    const match = /^\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(path);
    if (!match) return send(res, 404, googleError(404, 'Not Found'));
    return eventCall(
      res,
      req.method ?? 'GET',
      decodeURIComponent(match[1]!),
      match[2] ? decodeURIComponent(match[2]) : null,
      body,
    );
  }

  function freeBusy(res: ServerResponse, query: { timeMin: string; timeMax: string; items?: { id: string }[] }) {
    fake.freeBusyRequests++;
    const from = Date.parse(query.timeMin);
    const to = Date.parse(query.timeMax);
    const result: Record<string, unknown> = {};
    for (const { id } of query.items ?? []) {
      if (!calendars.some((calendar) => calendar.id === id)) {
        result[id] = { errors: [{ domain: 'global', reason: 'notFound' }], busy: [] };
        continue;
      }
      const overlapping = (busy.get(id) ?? []).filter((interval) => interval.start < to && interval.end > from);
      result[id] = {
        busy: overlapping.map((interval) => ({
          start: new Date(Math.max(interval.start, from)).toISOString(),
          end: new Date(Math.min(interval.end, to)).toISOString(),
        })),
      };
    }
    send(res, 200, { kind: 'calendar#freeBusy', timeMin: query.timeMin, timeMax: query.timeMax, calendars: result });
  }

  function eventCall(res: ServerResponse, method: string, calendarId: string, eventId: string | null, body: string) {
    const key = (id: string) => `${calendarId}/${id}`;
    if (!calendars.some((calendar) => calendar.id === calendarId)) return send(res, 404, googleError(404, 'Not Found'));
    if (method === 'POST' && !eventId) {
      const input = JSON.parse(body || '{}') as Record<string, unknown>;
      const id = typeof input.id === 'string' ? input.id : randomBytes(10).toString('hex');
      if (events.has(key(id))) return send(res, 409, googleError(409, 'The requested identifier already exists.'));
      const event: FakeEvent = { ...input, id, calendarId, status: 'confirmed' };
      events.set(key(id), event);
      return send(res, 200, event);
    }
    const event = eventId ? events.get(key(eventId)) : undefined;
    if (!event) return send(res, 404, googleError(404, 'Not Found'));
    if (method === 'GET') return send(res, 200, event);
    if (method === 'PATCH') {
      Object.assign(event, JSON.parse(body || '{}'), { id: event.id, calendarId });
      return send(res, 200, event);
    }
    if (method === 'DELETE') {
      // Google keeps deleted events as cancelled; deleting one again is 410 Gone.
      if (event.status === 'cancelled') return send(res, 410, googleError(410, 'Resource has been deleted'));
      event.status = 'cancelled';
      res.writeHead(204);
      return res.end();
    }
    send(res, 404, googleError(404, 'Not Found'));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeCalendar = {
    rootUrl: `${base}/`,
    tokenUrl: `${base}/token`,
    apiRequests: 0,
    freeBusyRequests: 0,
    addRefreshToken(token = `1//calendar-refresh-${randomBytes(8).toString('hex')}`) {
      refreshTokens.add(token);
      return token;
    },
    revokeRefreshToken: (token) => void refreshTokens.delete(token),
    setCalendars(list) {
      calendars = list;
    },
    addBusy(calendarId, start, end) {
      const list = busy.get(calendarId) ?? [];
      list.push({ start: new Date(start).getTime(), end: new Date(end).getTime() });
      busy.set(calendarId, list);
    },
    events: (calendarId) => [...events.values()].filter((event) => !calendarId || event.calendarId === calendarId),
    failNext: (status) => void failures.push(status),
    delayNext: (ms) => void delays.push(ms),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
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
