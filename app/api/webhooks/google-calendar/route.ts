import { publicRoute } from '@/lib/http/route';
import { calendarWebhookRoute } from '@/lib/google-connection/contracts';
import { receiveCalendarNotification } from '@/lib/calendar-sync/watch/receive-calendar-notification';

// POST /api/webhooks/google-calendar - Google's channel headers are the message; the body is empty.
export const POST = publicRoute(calendarWebhookRoute, async ({ req }) => {
  const result = await receiveCalendarNotification({
    channelId: req.headers.get('x-goog-channel-id'),
    token: req.headers.get('x-goog-channel-token'),
    resourceState: req.headers.get('x-goog-resource-state'),
  });
  return { received: true, ...result };
});
