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
 *   id that exists already is 409 (Google's "identifier already exists");
 * - POST /calendar/v3/calendars/:calendarId/events/watch opens a push channel (web_hook) and
 *   POST /calendar/v3/channels/stop closes one; POST .../events/:eventId/move?destination= moves an event;
 * `notify(calendarId)` delivers a change notification
 *   to each open channel's address with Google's X-Goog-* headers, as Google does after a change.
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
export type FakeChannel = {
  id: string;
  calendarId: string;
  resourceId: string;
  address: string;
  token?: string;
  expiration: number;
  messageNumber: number;
};

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
  const refreshTokens = new Set<string>();
  const accessTokens = new Set<string>();
  const busy = new Map<string, { start: number; end: number }[]>();
  const events = new Map<string, FakeEvent>();
  const channels = new Map<string, FakeChannel>();
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
    if (req.method === 'POST' && path === '/channels/stop') return stopChannel(res, JSON.parse(body || '{}'));
    const move = /^\/calendars\/([^/]+)\/events\/([^/]+)\/move$/.exec(path);
    if (req.method === 'POST' && move) {
      return moveEvent(
        res,
        decodeURIComponent(move[1]!),
        decodeURIComponent(move[2]!),
        url.searchParams.get('destination'),
      );
    }
    const watch = /^\/calendars\/([^/]+)\/events\/watch$/.exec(path);
    if (req.method === 'POST' && watch)
      return openChannel(res, decodeURIComponent(watch[1]!), JSON.parse(body || '{}'));
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

  function openChannel(
    res: ServerResponse,
    calendarId: string,
    input: { id?: string; type?: string; address?: string; token?: string; expiration?: string | number },
  ) {
    if (!calendars.some((calendar) => calendar.id === calendarId)) return send(res, 404, googleError(404, 'Not Found'));
    if (!input.id || input.type !== 'web_hook' || !input.address?.startsWith('http')) {
      return send(res, 400, googleError(400, 'Invalid channel'));
    }
    if (channels.has(input.id)) return send(res, 400, googleError(400, 'Channel id not unique'));
    // Google caps a channel's life (a week for events) whatever expiration was asked for.
    const cap = Date.now() + 7 * 24 * 3600_000;
    const expiration = Math.min(Number(input.expiration ?? cap) || cap, cap);
    const channel: FakeChannel = {
      id: input.id,
      calendarId,
      resourceId: `resource-${randomBytes(6).toString('hex')}`,
      address: input.address,
      token: input.token,
      expiration,
      messageNumber: 0,
    };
    channels.set(channel.id, channel);
    send(res, 200, {
      kind: 'api#channel',
      id: channel.id,
      resourceId: channel.resourceId,
      resourceUri: `${fake.rootUrl}calendar/v3/calendars/${encodeURIComponent(calendarId)}/events`,
      token: channel.token,
      expiration: String(expiration),
    });
  }

  function stopChannel(res: ServerResponse, input: { id?: string; resourceId?: string }) {
    const channel = input.id ? channels.get(input.id) : undefined;
    if (!channel || channel.resourceId !== input.resourceId)
      return send(res, 404, googleError(404, 'Channel not found'));
    channels.delete(channel.id);
    res.writeHead(204);
    res.end();
  }

  async function deliver(channel: FakeChannel, state: 'exists' | 'sync') {
    const response = await fetch(channel.address, {
      method: 'POST',
      headers: {
        'X-Goog-Channel-ID': channel.id,
        ...(channel.token === undefined ? {} : { 'X-Goog-Channel-Token': channel.token }),
        'X-Goog-Channel-Expiration': new Date(channel.expiration).toUTCString(),
        'X-Goog-Resource-ID': channel.resourceId,
        'X-Goog-Resource-URI': `${fake.rootUrl}calendar/v3/calendars/${encodeURIComponent(channel.calendarId)}/events`,
        'X-Goog-Resource-State': state,
        'X-Goog-Message-Number': String(++channel.messageNumber),
      },
    });
    await response.arrayBuffer();
    return response.status;
  }

  function moveEvent(res: ServerResponse, calendarId: string, eventId: string, destination: string | null) {
    const event = events.get(`${calendarId}/${eventId}`);
    if (!event || event.status === 'cancelled') return send(res, 404, googleError(404, 'Not Found'));
    if (!destination || !calendars.some((calendar) => calendar.id === destination)) {
      return send(res, 404, googleError(404, 'Not Found'));
    }
    if (events.has(`${destination}/${eventId}`)) {
      return send(res, 409, googleError(409, 'The requested identifier already exists.'));
    }
    events.delete(`${calendarId}/${eventId}`);
    event.calendarId = destination;
    events.set(`${destination}/${eventId}`, event);
    send(res, 200, event);
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
    channels: (calendarId) =>
      [...channels.values()].filter((channel) => !calendarId || channel.calendarId === calendarId),
    notify: (calendarId, state = 'exists') =>
      Promise.all(
        [...channels.values()]
          .filter((channel) => channel.calendarId === calendarId)
          .map((channel) => deliver(channel, state)),
      ),
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
