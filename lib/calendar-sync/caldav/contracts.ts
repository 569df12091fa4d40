/** Route contracts of the CalDAV calendar connection (decision 0106). */
import { defineRoute } from '@/lib/core/route-contract';
import {
  ZCaldavCalendars,
  ZCaldavConnection,
  ZCaldavConnectionIdParams,
  ZCaldavConnectionStatus,
  ZConnectCaldav,
  ZUpdateCaldavConnection,
} from './schemas';

const base = '/api/teacher/integrations/caldav';
const serverDown = { description: 'SERVICE_UNAVAILABLE: the CalDAV server did not answer in time' };
const refused = {
  description:
    'CALDAV_LOGIN_REFUSED: the server refused the user name or password; CALDAV_NOT_FOUND: no calendars at that address',
};

export const caldavConnectionRoute = defineRoute({
  method: 'GET',
  path: base,
  summary: "The teacher's CalDAV connection (server, user name, calendar choice; never the password), or null",
  tags: ['settings'],
  auth: 'teacher',
  responses: { 200: { description: 'The connection or null', schema: ZCaldavConnectionStatus } },
});

export const connectCaldavRoute = defineRoute({
  method: 'POST',
  path: base,
  summary:
    'Connect (or reconnect) a CalDAV account (iCloud, Fastmail, Nextcloud...) with an app password; the server is asked first and the password is stored sealed',
  tags: ['settings'],
  auth: 'teacher',
  body: ZConnectCaldav,
  responses: { 201: { description: 'Connected', schema: ZCaldavConnection }, 422: refused, 503: serverDown },
});

export const caldavCalendarsRoute = defineRoute({
  method: 'GET',
  path: `${base}/{id}/calendars`,
  summary:
    "The account's calendars, each marked read (its busy time blocks availability) and write (receives sessions)",
  tags: ['settings'],
  auth: 'teacher',
  params: ZCaldavConnectionIdParams,
  responses: {
    200: { description: 'Calendars', schema: ZCaldavCalendars },
    404: { description: "NOT_FOUND: no such connection (or another teacher's)" },
    422: refused,
    503: serverDown,
  },
});

export const updateCaldavConnectionRoute = defineRoute({
  method: 'PATCH',
  path: `${base}/{id}`,
  summary: 'Choose the read calendars and the write calendar (null: sessions are not written)',
  tags: ['settings'],
  auth: 'teacher',
  params: ZCaldavConnectionIdParams,
  body: ZUpdateCaldavConnection,
  responses: {
    200: { description: 'Saved', schema: ZCaldavConnection },
    404: { description: "NOT_FOUND: no such connection (or another teacher's)" },
    422: { description: 'CALENDAR_NOT_FOUND: a URL is not a calendar of the account' },
    503: serverDown,
  },
});

export const disconnectCaldavRoute = defineRoute({
  method: 'DELETE',
  path: `${base}/{id}`,
  summary: 'Disconnect: the account and its sealed password are forgotten; events already written stay',
  tags: ['settings'],
  auth: 'teacher',
  params: ZCaldavConnectionIdParams,
  responses: {
    204: { description: 'Disconnected' },
    404: { description: "NOT_FOUND: no such connection (or another teacher's)" },
  },
});
