import { z } from 'zod';
import { defineRoute } from '@/lib/core/route-contract';
import { ZCalendarSettings, ZUpdateCalendarSettings } from '@/lib/calendar-sync/settings/schemas';
import { ZGoogleConnectInput, ZGoogleConnectionStatus } from './schemas';

const reconnect = { description: 'RECONNECT_NEEDED: the Google grant was revoked or expired; connect again' };

export const googleConnectRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/settings/idp/connect',
  summary: 'Start connecting Google Calendar or Drive (incremental authorisation): returns the consent URL',
  tags: ['settings'],
  auth: 'teacher',
  body: ZGoogleConnectInput,
  responses: {
    200: {
      description: 'Send the browser here; the svc_idp_state cookie binds the callback to this browser',
      schema: z.object({ url: z.url() }),
    },
    503: { description: 'SERVICE_UNAVAILABLE: Google is not configured here' },
  },
});

export const googleDisconnectRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/settings/idp/disconnect',
  summary: 'Disconnect Google Calendar or Drive: the grant is forgotten and revoked at Google',
  tags: ['settings'],
  auth: 'teacher',
  body: ZGoogleConnectInput,
  responses: { 204: { description: 'Disconnected (also when it was not connected)' } },
});

export const googleConnectionStatusRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/settings/idp/status',
  summary: 'State of the Google Calendar and Drive connections',
  tags: ['settings'],
  auth: 'teacher',
  responses: { 200: { description: 'Connection states', schema: ZGoogleConnectionStatus }, 409: reconnect },
});

export const calendarSettingsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/settings/idp/calendars',
  summary: "The teacher's Google calendars with the read-calendar selection and the write calendar",
  tags: ['settings'],
  auth: 'teacher',
  responses: {
    200: { description: 'Calendars and selection', schema: ZCalendarSettings },
    409: { description: 'INVALID_STATE: Google Calendar is not connected; RECONNECT_NEEDED: connect again' },
    503: { description: 'SERVICE_UNAVAILABLE: Google did not answer' },
  },
});

export const updateCalendarSettingsRoute = defineRoute({
  method: 'PATCH',
  path: '/api/teacher/settings/idp/calendars',
  summary: 'Choose the read calendars (their busy time blocks availability) and exactly one write calendar',
  tags: ['settings'],
  auth: 'teacher',
  body: ZUpdateCalendarSettings,
  responses: {
    200: { description: 'Saved', schema: ZCalendarSettings },
    409: { description: 'INVALID_STATE: Google Calendar is not connected; RECONNECT_NEEDED: connect again' },
    422: {
      description: 'CALENDAR_NOT_FOUND / CALENDAR_NOT_WRITABLE: an id is not a (writable) calendar of the account',
    },
  },
});

export const calendarWebhookRoute = defineRoute({
  method: 'POST',
  path: '/api/webhooks/google-calendar',
  summary:
    "Google Calendar push notifications (events.watch channels on the teachers' read calendars): X-Goog-Channel-ID names the channel, X-Goog-Channel-Token carries its secret, X-Goog-Resource-State says what happened; the body is empty",
  tags: ['settings'],
  auth: 'public',
  responses: {
    200: {
      description:
        '`changed: true`: the calendar changed (`exists`, `not_exists`) and cached busy time is now stale everywhere; `changed: false`: the `sync` message of a new channel, nothing to do',
      schema: z.object({ received: z.literal(true), changed: z.boolean() }),
    },
    401: { description: 'UNAUTHENTICATED: the channel token does not match (nothing changed)' },
    404: { description: 'NOT_FOUND: no such channel, or it has expired or been stopped (nothing changed)' },
  },
});
