import { requestTrialSessionRoute } from '@/lib/booking/trials/contracts';
import { bookTrialSession } from '@/lib/booking/trials/book-trial-session';
import { publicRoute } from '@/lib/http/route';
import { localeOfBooking } from '@/lib/http/booking-locale';

export const POST = publicRoute(requestTrialSessionRoute, async ({ req, params, body, meta }) => {
  const input = { ...body, locale: localeOfBooking(body.locale, req) };
  const result = await bookTrialSession({ teacherSlug: params.slug, input, meta });
  return Response.json(result, { status: 201 });
});
