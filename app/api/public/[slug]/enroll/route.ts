import { readStudentSession } from '@/lib/auth/read-student-session';
import { localeOfBooking } from '@/lib/http/booking-locale';
import { publicRoute } from '@/lib/http/route';
import { enrollRoute } from '@/lib/enrollments/enroll-contracts';
import { enrollInService } from '@/lib/enrollments/enroll-in-service';

export const POST = publicRoute(enrollRoute, async ({ req, params, body, meta }) => {
  const session = await readStudentSession(req, { forWrite: true });
  const { httpStatus, result } = await enrollInService({
    teacherSlug: params.slug,
    input: { ...body, locale: localeOfBooking(body.locale, req) },
    session,
    meta,
  });
  return Response.json(result, { status: httpStatus });
});
