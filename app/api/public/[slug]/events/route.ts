import { recordPublicEventRoute } from '@/lib/analytics/contracts';
import { recordPublicEvent } from '@/lib/analytics/record-public-event';
import { publicRoute } from '@/lib/http/route';

export const POST = publicRoute(recordPublicEventRoute, async ({ params, body }) => {
  await recordPublicEvent({ slug: params.slug, input: body });
  return Response.json({ accepted: true }, { status: 202 });
});
