/** Route contracts of public analytics and widget events (issue 16 items 3-4, decision 0043). */
import { defineRoute } from '@/lib/core/route-contract';
import { ZEventAccepted, ZEventSlugParams, ZPublicEventInput, ZWidgetEventInput } from './schemas';

const tags = ['analytics'];
const accepted = { description: 'Recorded', schema: ZEventAccepted };

export const recordPublicEventRoute = defineRoute({
  method: 'POST',
  path: '/api/public/{slug}/events',
  summary:
    'Records an event of the public pages: page_view, service_view (names its service), availability_view, ' +
    'booking_started, booking_completed. Stored: type, service, an anonymous per-tab visitorId, the path without ' +
    'its query, the referrer reduced to its origin. No IP address or user agent is kept. 60/min per IP',
  tags,
  auth: 'public',
  rateLimit: 'public.events',
  params: ZEventSlugParams,
  body: ZPublicEventInput,
  responses: {
    202: accepted,
    404: { description: "NOT_FOUND: no teacher with this slug, or the service is not this teacher's" },
  },
});

export const recordWidgetEventRoute = defineRoute({
  method: 'POST',
  path: '/api/public/{slug}/widget-event',
  summary:
    'Records a view of a widget or a click on one of its services (widget_click names its service). ' +
    'Stored: type, widget, service, the anonymous visitorId. No IP address or user agent. 120/min per IP',
  tags,
  auth: 'public',
  rateLimit: 'public.widget-event',
  params: ZEventSlugParams,
  body: ZWidgetEventInput,
  responses: {
    202: accepted,
    404: { description: "NOT_FOUND: no teacher with this slug, or the widget or service is not this teacher's" },
  },
});
