import { requestTrialSessionRoute } from '@/lib/booking/trials/contracts';
import { bookTrialSession } from '@/lib/booking/trials/book-trial-session';
import { publicRoute } from '@/lib/http/route';

export const POST = publicRoute(requestTrialSessionRoute, async ({ params, body, meta }) => {
  const result = await bookTrialSession({ teacherSlug: params.slug, input: body, meta });
  return Response.json(result, { status: 201 });
});
