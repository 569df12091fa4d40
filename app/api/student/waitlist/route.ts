import { withStudent } from '@/lib/http/route';
import { joinWaitlistRoute } from '@/lib/waitlist/contracts';
import { joinWaitlist } from '@/lib/waitlist/join-waitlist';

export const POST = withStudent(joinWaitlistRoute, async ({ student, body, meta }) => {
  const { place, created } = await joinWaitlist({ student, input: body, meta });
  return Response.json(place, { status: created ? 201 : 200 });
});
