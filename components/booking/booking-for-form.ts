import type { z } from 'zod';
import { ZStudentEmail } from '@/lib/auth/magic-link/schemas';
import type { TBookingFor } from '@/lib/families/booking-for-schemas';

/** The "I am booking for someone else" part of a booking form (decision 0128). */
export type BookingForValues = { enabled: boolean; name: string; isMinor: boolean; email: string };

export const emptyBookingFor: BookingForValues = { enabled: false, name: '', isMinor: true, email: '' };

/** The form's messages, in the page's language (`bookingFor.*` keys). */
export type SayBookingFor = (key: 'enterLearnerName' | 'validLearnerEmail' | 'learnerEmailIsYours') => string;

const english: SayBookingFor = (key) =>
  ({
    enterLearnerName: "Enter the learner's name",
    validLearnerEmail: 'Enter a valid e-mail address, or leave it empty',
    learnerEmailIsYours: "Enter the learner's own address, or leave it empty",
  })[key];

/**
 * Inline checks of the learner's fields, only when the box is ticked: a name, and an address that is
 * valid and not the payer's when one is given (the API refuses the same with 400 on these paths).
 */
export function checkBookingFor(
  values: BookingForValues,
  payerEmail: string | null,
  ctx: z.RefinementCtx,
  say: SayBookingFor = english,
) {
  if (!values.enabled) return;
  if (!values.name.trim())
    ctx.addIssue({ code: 'custom', path: ['bookingFor', 'name'], message: say('enterLearnerName') });
  const email = values.email.trim();
  if (!email) return;
  if (!ZStudentEmail.safeParse(email).success) {
    ctx.addIssue({ code: 'custom', path: ['bookingFor', 'email'], message: say('validLearnerEmail') });
  } else if (payerEmail && email.toLowerCase() === payerEmail.trim().toLowerCase()) {
    ctx.addIssue({ code: 'custom', path: ['bookingFor', 'email'], message: say('learnerEmailIsYours') });
  }
}

/** The body's `bookingFor`, or nothing when the box is not ticked. */
export function bookingForBody(values: BookingForValues): { bookingFor?: TBookingFor } {
  if (!values.enabled) return {};
  const email = values.email.trim();
  return { bookingFor: { name: values.name.trim(), isMinor: values.isMinor, ...(email ? { email } : {}) } };
}

const learnerPaths = new Set(['bookingFor.name', 'bookingFor.email', 'bookingFor.isMinor']);

/** An API detail path of the learner's fields, as the form names it. */
export const learnerField = (path: string) =>
  learnerPaths.has(path) ? (path as 'bookingFor.name' | 'bookingFor.email' | 'bookingFor.isMinor') : null;

/** Refusals of a learner the payer cannot attach (409), shown on the learner's e-mail. */
export const learnerRefusalCodes = ['LEARNER_IN_OTHER_FAMILY', 'LEARNER_HAS_OWN_ACCOUNT'] as const;
