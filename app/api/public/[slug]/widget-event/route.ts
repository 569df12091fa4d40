import { recordWidgetEventRoute } from '@/lib/analytics/contracts';
import { recordWidgetEvent } from '@/lib/analytics/record-widget-event';
import { publicRoute } from '@/lib/http/route';

export const POST = publicRoute(recordWidgetEventRoute, async ({ params, body }) => {
  await recordWidgetEvent({ slug: params.slug, input: body });
  return Response.json({ accepted: true }, { status: 202 });
});
