import { randomBytes } from 'node:crypto';

/** What the simulated Google Calendar holds: one account's calendar list, busy time, events, push channels. */

export type SimulatedCalendarEntry = {
  id: string;
  summary: string;
  primary?: boolean;
  accessRole: string;
  timeZone?: string;
};
export type SimulatedEvent = { id: string; calendarId: string; status: string; [key: string]: unknown };
export type SimulatedChannel = {
  id: string;
  calendarId: string;
  resourceId: string;
  address: string;
  token?: string;
  expiration: number;
  messageNumber: number;
};

export type CalendarState = {
  calendars: SimulatedCalendarEntry[];
  /** Already expanded, as Google expands recurring and all-day events for free/busy. */
  busy: Map<string, { start: number; end: number }[]>;
  /** By `<calendarId>/<eventId>`; deleted events stay as `cancelled`, as at Google. */
  events: Map<string, SimulatedEvent>;
  channels: Map<string, SimulatedChannel>;
  /** The next API calls fail with these statuses, or answer this late (ms). */
  failures: number[];
  delays: number[];
  stats: { apiRequests: number; freeBusyRequests: number };
};

export function createCalendarState(calendars: SimulatedCalendarEntry[]): CalendarState {
  return {
    calendars,
    busy: new Map(),
    events: new Map(),
    channels: new Map(),
    failures: [],
    delays: [],
    stats: { apiRequests: 0, freeBusyRequests: 0 },
  };
}

export const hasCalendar = (state: CalendarState, calendarId: string) =>
  state.calendars.some((calendar) => calendar.id === calendarId);

export function addBusy(state: CalendarState, calendarId: string, start: string | Date, end: string | Date) {
  const list = state.busy.get(calendarId) ?? [];
  list.push({ start: new Date(start).getTime(), end: new Date(end).getTime() });
  state.busy.set(calendarId, list);
}

export const eventsOf = (state: CalendarState, calendarId?: string) =>
  [...state.events.values()].filter((event) => !calendarId || event.calendarId === calendarId);

export const channelsOf = (state: CalendarState, calendarId?: string) =>
  [...state.channels.values()].filter((channel) => !calendarId || channel.calendarId === calendarId);

/** An event as if created in Google's UI (not through the API): the simulator's seed. */
export function putEvent(state: CalendarState, calendarId: string, input: Record<string, unknown>): SimulatedEvent {
  const id = typeof input.id === 'string' ? input.id : randomBytes(10).toString('hex');
  const event: SimulatedEvent = { ...input, id, calendarId, status: 'confirmed' };
  state.events.set(`${calendarId}/${id}`, event);
  return event;
}
