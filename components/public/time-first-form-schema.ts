import { z } from 'zod';
import { ZStudentEmail } from '@/lib/auth/magic-link/schemas';
import type { TTimeFirstBookingInput } from '@/lib/booking/time-first/schemas';
import {
  bookingForBody,
  checkBookingFor,
  type BookingForValues,
  type SayBookingFor,
} from '@/components/booking/booking-for-form';

export type TimeFirstFormValues = {
  name: string;
  email: string;
  discountCode: string;
  consentAccepted: boolean;
  /** "I am booking for someone else" (decision 0128). */
  bookingFor: BookingForValues;
};

type Context = {
  /** A signed-in student gives no name or address: the session says who books. */
  signedIn: boolean;
  /** The chosen time and the zone it was shown in (null: none chosen yet). */
  picked: { startUtc: string; timeZone: string } | null;
  /** The teacher's documents to accept: the one consent box covers the ones shown beside it. */
  documentIds: string[];
  /** The signed-in student's address (the payer when booking for someone else). */
  viewerEmail?: string;
  sayBookingFor?: SayBookingFor;
  /** The form's own words in the page's language (`publicTimeFirst.form`); English without it. */
  say?: (key: TimeFirstSchemaKey) => string;
};

export type TimeFirstSchemaKey = 'enterName' | 'validEmail' | 'agree';

const english: Record<TimeFirstSchemaKey, string> = {
  enterName: 'Enter your name',
  validEmail: 'Enter a valid e-mail address',
  agree: 'Agree to the terms to continue',
};

/**
 * The hold form's checks; its output is the body of POST /api/public/:slug/services/:serviceSlug/book
 * (the API parses it again with ZTimeFirstBookingInput).
 */
export function timeFirstFormSchema({
  signedIn,
  picked,
  documentIds,
  viewerEmail,
  sayBookingFor,
  say = (key) => english[key],
}: Context) {
  return z
    .object({
      name: z.string(),
      email: z.string(),
      discountCode: z.string(),
      consentAccepted: z.boolean(),
      bookingFor: z.object({ enabled: z.boolean(), name: z.string(), isMinor: z.boolean(), email: z.string() }),
    })
    .superRefine((values, ctx) => {
      if (!signedIn && !values.name.trim()) ctx.addIssue({ code: 'custom', path: ['name'], message: say('enterName') });
      if (!signedIn && !ZStudentEmail.safeParse(values.email).success) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: say('validEmail') });
      }
      if (!values.consentAccepted) {
        ctx.addIssue({ code: 'custom', path: ['consentAccepted'], message: say('agree') });
      }
      checkBookingFor(values.bookingFor, signedIn ? (viewerEmail ?? null) : values.email, ctx, sayBookingFor);
    })
    .transform((values): TTimeFirstBookingInput => ({
      startUtc: picked?.startUtc ?? '',
      timezone: picked?.timeZone ?? '',
      consentAccepted: true,
      acceptedDocumentVersionIds: documentIds,
      ...(values.discountCode.trim() ? { discountCode: values.discountCode.trim() } : {}),
      ...(signedIn ? {} : { name: values.name.trim(), email: values.email.trim() }),
      ...bookingForBody(values.bookingFor),
    }));
}
