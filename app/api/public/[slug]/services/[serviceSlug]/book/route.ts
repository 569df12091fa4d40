import { readStudentSession } from '@/lib/auth/read-student-session';
import { bookLessonByTime } from '@/lib/booking/time-first/book-lesson-by-time';
import { bookTimeFirstRoute } from '@/lib/booking/time-first/contracts';
import { localeOfBooking } from '@/lib/http/booking-locale';
import { publicRoute } from '@/lib/http/route';

export const POST = publicRoute(bookTimeFirstRoute, async ({ req, params, body, meta }) => {
  const session = await readStudentSession(req, { forWrite: true });
  const result = await bookLessonByTime({
    teacherSlug: params.slug,
    serviceSlug: params.serviceSlug,
    input: { ...body, locale: localeOfBooking(body.locale, req) },
    session,
    meta,
  });
  return Response.json(result, { status: 201 });
});
