import { withStudent } from '@/lib/http/route';
import { getWaitlistPlaceRoute, leaveWaitlistRoute } from '@/lib/waitlist/contracts';
import { getWaitlistPlace } from '@/lib/waitlist/get-waitlist-place';
import { leaveWaitlist } from '@/lib/waitlist/leave-waitlist';

export const GET = withStudent(getWaitlistPlaceRoute, ({ student, params }) =>
  getWaitlistPlace({ student, serviceId: params.serviceId }),
);

export const DELETE = withStudent(leaveWaitlistRoute, async ({ student, params, meta }) => {
  await leaveWaitlist({ student, serviceId: params.serviceId, meta });
  return new Response(null, { status: 204 });
});
