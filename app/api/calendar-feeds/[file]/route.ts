import { buildCalendarFeed } from '@/lib/calendar-feeds/build-calendar-feed';
import { calendarFeedRoute } from '@/lib/calendar-feeds/contracts';
import { publicRoute } from '@/lib/http/route';

// The URL is the secret: no shared cache may keep the answer, and search engines get nothing.
export const GET = publicRoute(
  calendarFeedRoute,
  async ({ params }) =>
    new Response(await buildCalendarFeed({ file: params.file }), {
      headers: {
        'content-type': 'text/calendar; charset=utf-8',
        'cache-control': 'private, no-store',
        'x-robots-tag': 'noindex',
      },
    }),
);
