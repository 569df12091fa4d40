import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { openChannel, stopChannel } from './calendar-channels';
import { withConferenceData } from './conference-data';
import { hasCalendar, type CalendarState, type SimulatedEvent } from './calendar-state';
import { bearerOf, googleError, send, sendNoContent, type SimulatorRoutes } from './http-plumbing';
import type { TokenStore } from './token-store';

/**
 * Google Calendar v3 under /calendar/v3/, reached by the real googleapis client through `rootUrl`:
 * - GET users/me/calendarList;
 * - POST freeBusy answers the busy intervals of the state overlapping [timeMin, timeMax);
 * - POST/PATCH/DELETE/GET calendars/:calendarId/events[/:eventId], where a client-chosen id that
 *   exists already is 409 (Google's "identifier already exists");
 * - POST calendars/:calendarId/events/watch and channels/stop (calendar-channels.ts);
 * - POST calendars/:calendarId/events/:eventId/move?destination= moves an event;
 * - conferenceDataVersion=1 with conferenceData.createRequest creates a Google Meet (conference-data.ts).
 * Every call needs an access token of `store`; `state.failures` / `state.delays` fail or slow the next call.
 */
export function calendarRoutes(state: CalendarState, store: TokenStore, rootUrl: () => string): SimulatorRoutes {
  return async ({ req, res, url, method, body }) => {
    if (!url.pathname.startsWith('/calendar/v3/')) return false;
    state.stats.apiRequests++;
    const delay = state.delays.shift();
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    const failure = state.failures.shift();
    if (failure) return (send(res, failure, googleError(failure, 'Simulated failure')), true);
    const bearer = bearerOf(req);
    if (!bearer || !store.accessTokens.has(bearer))
      return (send(res, 401, googleError(401, 'Invalid Credentials')), true);
    route(state, rootUrl(), res, method, url, body);
    return true;
  };
}

function route(state: CalendarState, rootUrl: string, res: ServerResponse, method: string, url: URL, body: string) {
  const path = url.pathname.slice('/calendar/v3'.length);
  const json = <T>() => JSON.parse(body || '{}') as T;
  if (method === 'GET' && path === '/users/me/calendarList') {
    return send(res, 200, { kind: 'calendar#calendarList', items: state.calendars });
  }
  if (method === 'POST' && path === '/freeBusy') return freeBusy(state, res, json());
  if (method === 'POST' && path === '/channels/stop') return stopChannel(state, res, json());
  const move = /^\/calendars\/([^/]+)\/events\/([^/]+)\/move$/.exec(path);
  if (method === 'POST' && move) {
    const [calendarId, eventId] = [decodeURIComponent(move[1]!), decodeURIComponent(move[2]!)];
    return moveEvent(state, res, calendarId, eventId, url.searchParams.get('destination'));
  }
  const watch = /^\/calendars\/([^/]+)\/events\/watch$/.exec(path);
  if (method === 'POST' && watch) return openChannel(state, rootUrl, res, decodeURIComponent(watch[1]!), json());
  const match = /^\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(path);
  if (!match) return send(res, 404, googleError(404, 'Not Found'));
  const eventId = match[2] ? decodeURIComponent(match[2]) : null;
  const conferenceVersion = url.searchParams.get('conferenceDataVersion');
  return eventCall(state, res, method, decodeURIComponent(match[1]!), eventId, body, conferenceVersion);
}

function freeBusy(
  state: CalendarState,
  res: ServerResponse,
  query: { timeMin: string; timeMax: string; items?: { id: string }[] },
) {
  state.stats.freeBusyRequests++;
  const from = Date.parse(query.timeMin);
  const to = Date.parse(query.timeMax);
  const result: Record<string, unknown> = {};
  for (const { id } of query.items ?? []) {
    if (!hasCalendar(state, id)) {
      result[id] = { errors: [{ domain: 'global', reason: 'notFound' }], busy: [] };
      continue;
    }
    const overlapping = (state.busy.get(id) ?? []).filter((interval) => interval.start < to && interval.end > from);
    result[id] = {
      busy: overlapping.map((interval) => ({
        start: new Date(Math.max(interval.start, from)).toISOString(),
        end: new Date(Math.min(interval.end, to)).toISOString(),
      })),
    };
  }
  send(res, 200, { kind: 'calendar#freeBusy', timeMin: query.timeMin, timeMax: query.timeMax, calendars: result });
}

function moveEvent(
  state: CalendarState,
  res: ServerResponse,
  calendarId: string,
  eventId: string,
  destination: string | null,
) {
  const event = state.events.get(`${calendarId}/${eventId}`);
  if (!event || event.status === 'cancelled') return send(res, 404, googleError(404, 'Not Found'));
  if (!destination || !hasCalendar(state, destination)) return send(res, 404, googleError(404, 'Not Found'));
  if (state.events.has(`${destination}/${eventId}`)) {
    return send(res, 409, googleError(409, 'The requested identifier already exists.'));
  }
  state.events.delete(`${calendarId}/${eventId}`);
  event.calendarId = destination;
  state.events.set(`${destination}/${eventId}`, event);
  send(res, 200, event);
}

function eventCall(
  state: CalendarState,
  res: ServerResponse,
  method: string,
  calendarId: string,
  eventId: string | null,
  body: string,
  conferenceVersion: string | null,
) {
  const key = (id: string) => `${calendarId}/${id}`;
  if (!hasCalendar(state, calendarId)) return send(res, 404, googleError(404, 'Not Found'));
  if (method === 'POST' && !eventId) {
    const input = JSON.parse(body || '{}') as Record<string, unknown>;
    const id = typeof input.id === 'string' ? input.id : randomBytes(10).toString('hex');
    if (state.events.has(key(id))) return send(res, 409, googleError(409, 'The requested identifier already exists.'));
    const event: SimulatedEvent = { ...input, id, calendarId, status: 'confirmed' };
    withConferenceData(event, input, conferenceVersion);
    state.events.set(key(id), event);
    return send(res, 200, event);
  }
  const event = eventId ? state.events.get(key(eventId)) : undefined;
  if (!event) return send(res, 404, googleError(404, 'Not Found'));
  if (method === 'GET') return send(res, 200, event);
  if (method === 'PATCH') {
    const input = JSON.parse(body || '{}') as Record<string, unknown>;
    const kept = { hangoutLink: event.hangoutLink, conferenceData: event.conferenceData };
    Object.assign(event, input, { id: event.id, calendarId });
    if (kept.hangoutLink) Object.assign(event, kept);
    withConferenceData(event, input, conferenceVersion ?? (kept.hangoutLink ? '1' : null));
    return send(res, 200, event);
  }
  if (method === 'DELETE') {
    // Google keeps deleted events as cancelled; deleting one again is 410 Gone.
    if (event.status === 'cancelled') return send(res, 410, googleError(410, 'Resource has been deleted'));
    event.status = 'cancelled';
    return sendNoContent(res);
  }
  send(res, 404, googleError(404, 'Not Found'));
}
