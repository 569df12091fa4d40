/** Route contract of the visitor's enrollment (the teacher's rosters are in contracts.ts). */
import { ZTeacherSlugParams } from '@/lib/catalogue/schemas';
import { defineRoute } from '@/lib/core/route-contract';
import { ZEnrollInput, ZEnrollResult } from './enroll-schemas';

export const enrollRoute = defineRoute({
  method: 'POST',
  path: '/api/public/{slug}/enroll',
  summary:
    'Enroll in a service: a signed-in student goes to checkout (enrollment pending_payment); a visitor gets a sign-in link; ' +
    'with `bookingFor`, the payer goes to checkout for the learner',
  tags: ['public'],
  auth: 'public',
  rateLimit: 'public.enroll',
  params: ZTeacherSlugParams,
  body: ZEnrollInput,
  responses: {
    201: {
      description: "Enrollment created in pending_payment (with `bookingFor`: the learner's); go to `checkoutUrl`",
      schema: ZEnrollResult,
    },
    400: {
      description: "VALIDATION_ERROR: a visitor without `name` or `email`; `bookingFor.email` equal to the payer's",
    },
    202: { description: 'No student session: a sign-in link was e-mailed (`magic_link_sent`)', schema: ZEnrollResult },
    403: { description: 'FORBIDDEN: a teacher impersonating the student cannot accept documents or pay for them' },
    404: { description: 'NOT_FOUND: no such teacher, or the service is not one a visitor can buy' },
    409: {
      description:
        'SERVICE_FULL: the service has a capacity and every place is taken (join its waitlist); ' +
        'LEARNER_IN_OTHER_FAMILY, LEARNER_HAS_OWN_ACCOUNT: `bookingFor.email` is a student the payer cannot add; ' +
        'INVALID_STATE: a post-paid or monthly service, booked by its time instead (decision 0132)',
    },
    422: {
      description:
        'TEACHER_MISMATCH (signed in as a student of another teacher), PSP_NOT_CONNECTED, LEGAL_NOT_ACCEPTED ' +
        '(`details[].message` = version ids to accept), DISCOUNT_* (as validate-discount), PRICE_NOT_SET (0 or less to pay), ' +
        'BOOKING_NOT_AVAILABLE (`bookingFor.email` held by a deleted student)',
    },
    503: { description: 'SERVICE_UNAVAILABLE: the processor (circuit open) or the e-mail provider is unavailable' },
  },
});
