import { z } from 'zod';
import { ZBookingAnswers } from '@/lib/catalogue/booking-questions-schemas';
import { ZLocale } from '@/lib/core/locale-schemas';
import { ZIsoInstant, ZTimeZone } from '@/lib/core/time-schemas';
import { ZBookingFor } from '@/lib/families/booking-for-schemas';

/** Body of `POST /api/public/:slug/trial-session`. Consent is the literal `true`: anything else is 400. */
export const ZTrialSessionInput = z
  .object({
    serviceId: z.uuid(),
    startUtc: ZIsoInstant,
    /** The visitor's IANA zone, kept on the session (e-mails and pages show times in it). */
    timezone: ZTimeZone,
    /** The booker's name; with `bookingFor`, the payer's. */
    name: z.string().trim().min(1).max(200),
    /** The booker's address; with `bookingFor`, the payer's (the family is found by it). */
    email: z.email().max(320),
    note: z.string().trim().max(1000).optional(),
    consentAccepted: z.literal(true),
    /** Answers to the service's booking questions, `{ [questionId]: string | boolean }` (checked against them: 400 naming `answers.<id>`). */
    answers: ZBookingAnswers.optional(),
    /** The page's language (en, es, de, fr, it, pt): a new student's e-mails and portal follow it. Without it: the request's Accept-Language. */
    locale: ZLocale.optional(),
    /** Booking for someone else (decision 0128): the learner; the session is theirs, in the payer's family. */
    bookingFor: ZBookingFor.optional(),
  })
  .strict();
export type TTrialSessionInput = z.infer<typeof ZTrialSessionInput>;

export const ZTrialSessionResult = z.discriminatedUnion('status', [
  z.object({ status: z.literal('pending_confirmation'), sessionId: z.uuid() }),
  z.object({ status: z.literal('checkout'), checkoutUrl: z.url(), sessionId: z.uuid() }),
]);
export type TTrialSessionResult = z.infer<typeof ZTrialSessionResult>;

export const ZRejectTrialInput = z.object({ reason: z.string().trim().max(500).optional() }).strict();
export type TRejectTrialInput = z.infer<typeof ZRejectTrialInput>;
