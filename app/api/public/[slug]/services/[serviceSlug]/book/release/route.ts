import { releaseTimeFirstHoldRoute } from '@/lib/booking/time-first/contracts';
import { releaseTimeFirstHold } from '@/lib/booking/time-first/release-time-first-hold';
import { publicRoute } from '@/lib/http/route';

export const POST = publicRoute(releaseTimeFirstHoldRoute, async ({ params, body, meta }) =>
  Response.json(
    await releaseTimeFirstHold({ teacherSlug: params.slug, serviceSlug: params.serviceSlug, input: body, meta }),
  ),
);
