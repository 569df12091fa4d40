/** Route contracts of trials: the visitor's request and the teacher's confirm / reject. */
import { ZTeacherSlugParams } from '@/lib/catalogue/schemas';
import { defineRoute } from '@/lib/core/route-contract';
import { ZSessionIdParams, ZTeacherSessionRow } from '../session-schemas';
import { ZRejectTrialInput, ZTrialSessionInput, ZTrialSessionResult } from './schemas';

export const requestTrialSessionRoute = defineRoute({
  method: 'POST',
  path: '/api/public/{slug}/trial-session',
  summary:
    'Book a trial: unpaid -> pending_confirmation for the teacher; paid -> a 15-minute hold and a checkout on the teacher account',
  tags: ['public'],
  auth: 'public',
  rateLimit: 'public.trial-session',
  params: ZTeacherSlugParams,
  body: ZTrialSessionInput,
  responses: {
    201: {
      description: '`pending_confirmation` (unpaid) or `checkout` (paid: go to `checkoutUrl`)',
      schema: ZTrialSessionResult,
    },
    400: { description: 'VALIDATION_ERROR, including `consentAccepted` other than true' },
    404: { description: 'NOT_FOUND: no such teacher, or the service is not a bookable trial' },
    409: { description: 'SLOT_UNAVAILABLE: the time is not free (or was just taken)' },
    422: {
      description: 'PSP_NOT_CONNECTED (paid trial, teacher without a processor account), TRIAL_NOT_AVAILABLE',
    },
    503: { description: 'SERVICE_UNAVAILABLE: the processor is unavailable' },
  },
});

const sessionNotFound = { description: "NOT_FOUND: no such session, or another teacher's" };

export const confirmTrialSessionRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/sessions/{id}/confirm',
  summary: 'Confirm a pending trial: scheduled, calendar event, confirmation e-mail to the student',
  tags: ['booking'],
  auth: 'teacher',
  params: ZSessionIdParams,
  responses: {
    200: { description: 'The confirmed session', schema: ZTeacherSessionRow },
    404: sessionNotFound,
    409: { description: 'INVALID_STATE: only a pending_confirmation trial can be confirmed' },
  },
});

export const rejectTrialSessionRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/sessions/{id}/reject',
  summary:
    'Reject a pending trial (optional reason): rejected, rejection e-mail to the student; the slot is free again',
  tags: ['booking'],
  auth: 'teacher',
  params: ZSessionIdParams,
  body: ZRejectTrialInput,
  responses: {
    200: { description: 'The rejected session', schema: ZTeacherSessionRow },
    404: sessionNotFound,
    409: { description: 'INVALID_STATE: only a pending_confirmation trial can be rejected' },
  },
});
