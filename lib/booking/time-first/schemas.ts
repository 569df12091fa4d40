/** Zod schemas of time-first booking of a paid single lesson (client-safe: the booking panel uses them). */
import { z } from 'zod';
import { ZStudentEmail } from '@/lib/auth/magic-link/schemas';
import { ZServiceSlug, ZTeacherSlugParams } from '@/lib/catalogue/schemas';
import { ZBookingAnswers } from '@/lib/catalogue/booking-questions-schemas';
import { ZLocale } from '@/lib/core/locale-schemas';
import { ZIsoInstant, ZTimeZone } from '@/lib/core/time-schemas';
import { ZBookingFor } from '@/lib/families/booking-for-schemas';

export const ZTimeFirstBookingParams = ZTeacherSlugParams.extend({ serviceSlug: ZServiceSlug });

/** Body of `POST /api/public/:slug/services/:serviceSlug/book`. */
export const ZTimeFirstBookingInput = z
  .object({
    startUtc: ZIsoInstant,
    /** The visitor's IANA zone, kept on the session: the confirmation and e-mails show the time in it. */
    timezone: ZTimeZone,
    /** Needed without a student session (who books and pays; with `bookingFor`, the payer). Ignored when signed in. */
    name: z.string().trim().min(1, 'Enter your name').max(120).optional(),
    /** Needed without a student session. Ignored when signed in. */
    email: ZStudentEmail.optional(),
    /** Optional; an empty string means none. Checked again under the code's row lock. */
    discountCode: z
      .string()
      .trim()
      .max(64)
      .transform((code) => (code ? code.toUpperCase() : undefined))
      .optional(),
    /** The `versionId`s of GET /api/public/:slug/legal-documents ticked (a purchase, as enrollment). */
    acceptedDocumentVersionIds: z
      .array(z.uuid())
      .max(50)
      .refine((ids) => new Set(ids).size === ids.length, 'The list repeats an id')
      .default([]),
    /** Booking consent, as every booking route: the literal `true`. */
    consentAccepted: z.literal(true),
    /** Answers to the service's booking questions, `{ [questionId]: string | boolean }` (checked against them: 400 naming `answers.<id>`). */
    answers: ZBookingAnswers.optional(),
    /** The page's language (en, es, de, fr, it, pt): a new student's e-mails and portal follow it. Without it: the request's Accept-Language. */
    locale: ZLocale.optional(),
    /** Booking for someone else (decision 0128): the lesson and its enrollment are the learner's; the booker pays. */
    bookingFor: ZBookingFor.optional(),
    /** A monthly-tuition service only: book this time with the signed-in student's make-up credit (decision 0155). */
    makeupCreditId: z.uuid().optional(),
  })
  .strict();
export type TTimeFirstBookingInput = z.input<typeof ZTimeFirstBookingInput>;
export type TTimeFirstBookingBody = z.output<typeof ZTimeFirstBookingInput>;

export const ZTimeFirstHeldResult = z.object({
  /** A prepaid lesson: held until the checkout is paid. */
  status: z.literal('checkout'),
  /** The session, in `hold` until the payment arrives. */
  sessionId: z.uuid(),
  /** The pending enrollment the payment activates (one lesson). */
  enrollmentId: z.uuid(),
  /** The processor's checkout id: the booker's proof of the hold, to release it ("Choose another time"). */
  checkoutId: z.string(),
  /** Send the browser here: the processor's hosted checkout on the teacher's account. */
  checkoutUrl: z.url(),
  /** When the hold ends (UTC, 15 minutes after the request). */
  holdExpiresAt: z.iso.datetime({ offset: true }),
  /** What the checkout charges, discount applied, in minor units of `currency`. */
  amount: z.number().int(),
  currency: z.string().length(3),
});
/**
 * A post-paid or monthly lesson (decision 0132): booked at once, without checkout, by a signed-in
 * student; what it costs lands on their balance (post-paid: the price once held; monthly: the fee).
 */
export const ZTimeFirstBookedResult = z.object({
  status: z.literal('booked'),
  /** The session, `scheduled`. */
  sessionId: z.uuid(),
  /** The student's enrollment the session belongs to (null: a make-up lesson whose lesson had none). */
  enrollmentId: z.uuid().nullable(),
  billing: z.enum(['postpaid', 'monthly']),
  /** What is owed on the balance, in minor units of `currency`: per lesson (postpaid) or per month (monthly). */
  amount: z.number().int(),
  currency: z.string().length(3),
  /** The make-up credit the lesson was booked with (then `amount` is 0: nothing more is owed); else null. */
  makeupCreditId: z.uuid().nullable(),
  /** The confirmation page at the teacher's site. */
  confirmationPath: z.string(),
});

export const ZTimeFirstBookingResult = z.discriminatedUnion('status', [ZTimeFirstHeldResult, ZTimeFirstBookedResult]);
export type TTimeFirstBookingResult = z.infer<typeof ZTimeFirstBookingResult>;
export type TTimeFirstHeldResult = z.infer<typeof ZTimeFirstHeldResult>;
export type TTimeFirstBookedResult = z.infer<typeof ZTimeFirstBookedResult>;

export const ZReleaseTimeFirstHoldInput = z
  .object({
    sessionId: z.uuid(),
    /** The checkout id the booking answered: only the booker has it. */
    checkoutId: z.string().trim().min(1).max(255),
  })
  .strict();
export type TReleaseTimeFirstHoldInput = z.infer<typeof ZReleaseTimeFirstHoldInput>;

export const ZReleasedTimeFirstHold = z.object({
  sessionId: z.uuid(),
  /** The session is `expired` and its reservation cancelled: the time is free again. */
  status: z.literal('released'),
});
export type TReleasedTimeFirstHold = z.infer<typeof ZReleasedTimeFirstHold>;
