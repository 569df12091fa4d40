import { z } from 'zod';
import { ZStudentEmail } from '@/lib/auth/magic-link/schemas';
import type { ZEnrollInput } from '@/lib/enrollments/enroll-schemas';
import {
  bookingForBody,
  checkBookingFor,
  type BookingForValues,
  type SayBookingFor,
} from '@/components/booking/booking-for-form';

export type EnrollFormValues = {
  name: string;
  email: string;
  /** The `versionId`s of the documents ticked, in the order they were ticked. */
  documents: string[];
  discountCode: string;
  /** "I am booking for someone else" (decision 0128): the payer goes to checkout for the learner. */
  bookingFor: BookingForValues;
};

type Context = {
  serviceId: string;
  /** A signed-in student gives no name or address: the session says who enrolls. */
  signedIn: boolean;
  /** The `versionId`s that must be accepted. */
  requiredIds: string[];
  /** The signed-in student's address (the payer when enrolling someone else). */
  viewerEmail?: string;
  sayBookingFor?: SayBookingFor;
  /** The form's own words in the page's language (`publicEnroll.form`); English without it. */
  say?: (key: EnrollSchemaKey) => string;
};

export type EnrollSchemaKey = 'enterName' | 'validEmail' | 'acceptRequired';

const english: Record<EnrollSchemaKey, string> = {
  enterName: 'Enter your name',
  validEmail: 'Enter a valid e-mail address',
  acceptRequired: 'Accept the documents marked as required to continue',
};

/**
 * The enrollment form's checks, whose output is the body of POST /api/public/:slug/enroll (the
 * API parses it with ZEnrollInput again).
 */
export function enrollFormSchema({
  serviceId,
  signedIn,
  requiredIds,
  viewerEmail,
  sayBookingFor,
  say = (key) => english[key],
}: Context) {
  return z
    .object({
      name: z.string(),
      email: z.string(),
      documents: z.array(z.string()),
      discountCode: z.string(),
      bookingFor: z.object({ enabled: z.boolean(), name: z.string(), isMinor: z.boolean(), email: z.string() }),
    })
    .superRefine((values, ctx) => {
      if (!signedIn && !values.name.trim()) ctx.addIssue({ code: 'custom', path: ['name'], message: say('enterName') });
      if (!signedIn && !ZStudentEmail.safeParse(values.email).success) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: say('validEmail') });
      }
      if (requiredIds.some((id) => !values.documents.includes(id))) {
        ctx.addIssue({
          code: 'custom',
          path: ['documents'],
          message: say('acceptRequired'),
        });
      }
      checkBookingFor(values.bookingFor, signedIn ? (viewerEmail ?? null) : values.email, ctx, sayBookingFor);
    })
    .transform((values): z.input<typeof ZEnrollInput> => ({
      serviceId,
      acceptedDocumentVersionIds: values.documents,
      ...(values.discountCode.trim() ? { discountCode: values.discountCode.trim() } : {}),
      ...(signedIn ? {} : { name: values.name.trim(), email: values.email.trim() }),
      ...bookingForBody(values.bookingFor),
    }));
}
