/** Route contract of time-first booking: a visitor (or student) picks a time of a paid single lesson, then pays. */
import { defineRoute } from '@/lib/core/route-contract';
import {
  ZReleasedTimeFirstHold,
  ZReleaseTimeFirstHoldInput,
  ZTimeFirstBookingInput,
  ZTimeFirstBookingParams,
  ZTimeFirstBookingResult,
} from './schemas';

export const bookTimeFirstRoute = defineRoute({
  method: 'POST',
  path: '/api/public/{slug}/services/{serviceSlug}/book',
  summary:
    'Book a paid single lesson by its time: a 15-minute hold, a pending one-lesson enrollment and a checkout on the teacher account',
  tags: ['public'],
  auth: 'public',
  rateLimit: 'public.enroll',
  params: ZTimeFirstBookingParams,
  body: ZTimeFirstBookingInput,
  responses: {
    201: {
      description:
        '`status: checkout` (prepaid): the session is held (`hold`) until `holdExpiresAt`; go to `checkoutUrl` to pay. ' +
        '`status: booked` (post-paid or monthly service, decision 0132): the session is `scheduled` at once and its ' +
        'price (or the monthly fee) is owed on the student balance; no checkout',
      schema: ZTimeFirstBookingResult,
    },
    400: { description: 'VALIDATION_ERROR (a visitor without `name` or `email`, `consentAccepted` other than true)' },
    403: { description: 'FORBIDDEN: a teacher impersonating the student cannot pay for them' },
    404: { description: 'NOT_FOUND: no such teacher, or the service is not one a visitor can buy' },
    409: {
      description:
        'SLOT_UNAVAILABLE (the time is not free, or was just taken); INVALID_STATE (not a paid one-to-one single ' +
        'lesson: packages, courses, subscriptions and trials keep their own flows); SERVICE_FULL',
    },
    422: {
      description:
        'SIGN_IN_REQUIRED (a post-paid or monthly lesson is booked by a signed-in student only), TEACHER_MISMATCH, PSP_NOT_CONNECTED, LEGAL_NOT_ACCEPTED, DISCOUNT_*, PRICE_NOT_SET, BOOKING_NOT_AVAILABLE ' +
        '(an address held by a deleted student)',
    },
    503: { description: 'SERVICE_UNAVAILABLE: the processor is unavailable (the hold is released)' },
  },
});

export const releaseTimeFirstHoldRoute = defineRoute({
  method: 'POST',
  path: '/api/public/{slug}/services/{serviceSlug}/book/release',
  summary:
    '"Choose another time": the booker releases their held time (proof: the checkout id the booking answered); ' +
    'the session expires, the pending enrollment is cancelled, the checkout is closed. Idempotent',
  tags: ['public'],
  auth: 'public',
  rateLimit: 'public.enroll',
  params: ZTimeFirstBookingParams,
  body: ZReleaseTimeFirstHoldInput,
  responses: {
    200: { description: 'The time is free again (also when it already was)', schema: ZReleasedTimeFirstHold },
    400: { description: 'VALIDATION_ERROR' },
    404: { description: 'NOT_FOUND: no such held session of this service with that checkout id' },
    409: { description: 'INVALID_STATE: the lesson is paid (booked): it is not released' },
  },
});
