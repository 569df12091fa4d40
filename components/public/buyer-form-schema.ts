import { z } from 'zod';
import { ZStudentEmail } from '@/lib/auth/magic-link/schemas';
import { bookingForBody, type BookingForValues, type SayBookingFor } from '@/components/booking/booking-for-form';
import { checkBookingFor } from '@/components/booking/check-booking-for';

/**
 * What every public purchase form asks of the buyer (the enrolment form and the time-first hold form):
 * who they are when not signed in, a discount code, and whom they book for (decision 0128).
 */
export type BuyerFormValues = {
  name: string;
  email: string;
  discountCode: string;
  /** "I am booking for someone else": the payer goes to checkout for the learner. */
  bookingFor: BookingForValues;
};

export type BuyerContext = {
  /** A signed-in student gives no name or address: the session says who buys. */
  signedIn: boolean;
  /** The signed-in student's address (the payer when booking for someone else). */
  viewerEmail?: string;
  sayBookingFor?: SayBookingFor;
};

export type BuyerSchemaKey = 'enterName' | 'validEmail';

export const englishBuyerWords: Record<BuyerSchemaKey, string> = {
  enterName: 'Enter your name',
  validEmail: 'Enter a valid e-mail address',
};

/** The buyer's fields, to spread into a form's `z.object`. */
export const buyerFields = {
  name: z.string(),
  email: z.string(),
  discountCode: z.string(),
  bookingFor: z.object({ enabled: z.boolean(), name: z.string(), isMinor: z.boolean(), email: z.string() }),
};

/** The buyer's checks, inside the form's `superRefine`. */
export function checkBuyer(
  values: BuyerFormValues,
  ctx: z.RefinementCtx,
  { signedIn, viewerEmail, sayBookingFor }: BuyerContext,
  say: (key: BuyerSchemaKey) => string,
) {
  if (!signedIn && !values.name.trim()) ctx.addIssue({ code: 'custom', path: ['name'], message: say('enterName') });
  if (!signedIn && !ZStudentEmail.safeParse(values.email).success) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: say('validEmail') });
  }
  checkBookingFor(values.bookingFor, signedIn ? (viewerEmail ?? null) : values.email, ctx, sayBookingFor);
}

/** The buyer's part of the request body: name and address only when not signed in. */
export function buyerBody(values: BuyerFormValues, signedIn: boolean) {
  return {
    ...(values.discountCode.trim() ? { discountCode: values.discountCode.trim() } : {}),
    ...(signedIn ? {} : { name: values.name.trim(), email: values.email.trim() }),
    ...bookingForBody(values.bookingFor),
  };
}

/** Kept in a module without Zod, which the forms load at once (issue 38, item 6). */
export { buyerCodeFields } from './buyer-code-fields';
