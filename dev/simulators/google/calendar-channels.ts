import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { googleError, send, sendNoContent } from './http-plumbing';
import { hasCalendar, type CalendarState, type SimulatedChannel } from './calendar-state';

/** Push channels: events.watch opens one (web_hook), channels.stop closes one, `notify` delivers. */

const resourceUri = (rootUrl: string, calendarId: string) =>
  `${rootUrl}calendar/v3/calendars/${encodeURIComponent(calendarId)}/events`;

export function openChannel(
  state: CalendarState,
  rootUrl: string,
  res: ServerResponse,
  calendarId: string,
  input: { id?: string; type?: string; address?: string; token?: string; expiration?: string | number },
) {
  if (!hasCalendar(state, calendarId)) return send(res, 404, googleError(404, 'Not Found'));
  if (!input.id || input.type !== 'web_hook' || !input.address?.startsWith('http')) {
    return send(res, 400, googleError(400, 'Invalid channel'));
  }
  if (state.channels.has(input.id)) return send(res, 400, googleError(400, 'Channel id not unique'));
  // Google caps a channel's life (a week for events) whatever expiration was asked for.
  const cap = Date.now() + 7 * 24 * 3600_000;
  const expiration = Math.min(Number(input.expiration ?? cap) || cap, cap);
  const channel: SimulatedChannel = {
    id: input.id,
    calendarId,
    resourceId: `resource-${randomBytes(6).toString('hex')}`,
    address: input.address,
    token: input.token,
    expiration,
    messageNumber: 0,
  };
  state.channels.set(channel.id, channel);
  send(res, 200, {
    kind: 'api#channel',
    id: channel.id,
    resourceId: channel.resourceId,
    resourceUri: resourceUri(rootUrl, calendarId),
    token: channel.token,
    expiration: String(expiration),
  });
}

export function stopChannel(state: CalendarState, res: ServerResponse, input: { id?: string; resourceId?: string }) {
  const channel = input.id ? state.channels.get(input.id) : undefined;
  if (!channel || channel.resourceId !== input.resourceId) return send(res, 404, googleError(404, 'Channel not found'));
  state.channels.delete(channel.id);
  sendNoContent(res);
}

async function deliver(channel: SimulatedChannel, rootUrl: string, state: 'exists' | 'sync') {
  const response = await fetch(channel.address, {
    method: 'POST',
    headers: {
      'X-Goog-Channel-ID': channel.id,
      ...(channel.token === undefined ? {} : { 'X-Goog-Channel-Token': channel.token }),
      'X-Goog-Channel-Expiration': new Date(channel.expiration).toUTCString(),
      'X-Goog-Resource-ID': channel.resourceId,
      'X-Goog-Resource-URI': resourceUri(rootUrl, channel.calendarId),
      'X-Goog-Resource-State': state,
      'X-Goog-Message-Number': String(++channel.messageNumber),
    },
  });
  await response.arrayBuffer();
  return response.status;
}

/**
 * Tells every open channel on `calendarId` that it changed (`exists`; `sync` is the first message
 * Google sends on a new channel) and returns the HTTP statuses the receivers answered.
 */
export function notifyChannels(
  state: CalendarState,
  rootUrl: string,
  calendarId: string,
  resourceState: 'exists' | 'sync' = 'exists',
): Promise<number[]> {
  return Promise.all(
    [...state.channels.values()]
      .filter((channel) => channel.calendarId === calendarId)
      .map((channel) => deliver(channel, rootUrl, resourceState)),
  );
}
