/** Zod schemas of the visitor's enrollment (client-safe: the enrollment form validates with them). */
import { z } from 'zod';
import { ZBookingAnswers } from '@/lib/catalogue/booking-questions-schemas';
import { ZLocale } from '@/lib/core/locale-schemas';
import { ZStudentEmail } from '@/lib/auth/magic-link/schemas';
import { ZBookingFor } from '@/lib/families/booking-for-schemas';

export const ZEnrollInput = z
  .object({
    serviceId: z.uuid(),
    /** The `versionId`s of GET /api/public/:slug/legal-documents that the person ticked. */
    acceptedDocumentVersionIds: z
      .array(z.uuid())
      .max(50)
      .refine((ids) => new Set(ids).size === ids.length, 'The list repeats an id'),
    /** Optional; an empty string means none. Checked again here whatever validate-discount said. */
    discountCode: z
      .string()
      .trim()
      .max(64)
      .transform((code) => (code ? code.toUpperCase() : undefined))
      .optional(),
    /** Needed without a student session: who to e-mail the sign-in link to (with `bookingFor`: the payer, who goes straight to checkout). Ignored when signed in. */
    email: ZStudentEmail.optional(),
    /** Needed without a student session when the address is new to the teacher. Ignored when signed in. */
    name: z.string().trim().min(1, 'Enter your name').max(120).optional(),
    /** Answers to the service's booking questions, `{ [questionId]: string | boolean }` (checked against them: 400 naming `answers.<id>`). */
    answers: ZBookingAnswers.optional(),
    /** The page's language (en, es, de, fr, it, pt): a new student's e-mails and portal follow it. Without it: the request's Accept-Language. */
    locale: ZLocale.optional(),
    /**
     * Enrolling someone else (decision 0128): the enrollment and its credits are the learner's, in the
     * payer's family; the payer (the signed-in student, or `name` and `email`) pays at checkout at once.
     */
    bookingFor: ZBookingFor.optional(),
  })
  .strict();
export type TEnrollInput = z.infer<typeof ZEnrollInput>;

export const ZEnrollResult = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('checkout'),
    /** Send the browser here: the processor's hosted checkout on the teacher's account. */
    checkoutUrl: z.url(),
    enrollmentId: z.uuid(),
  }),
  /** No student session: a sign-in link was e-mailed; it returns to the service page to continue. */
  z.object({ status: z.literal('magic_link_sent') }),
]);
export type TEnrollResult = z.infer<typeof ZEnrollResult>;
