import type { TBookingFor } from '@/lib/families/booking-for-schemas';

/**
 * The "I am booking for someone else" part of a booking form (decision 0128). No Zod here: the
 * public forms load their checks (check-booking-for.ts) only when they validate (issue 38, item 6).
 */
export type BookingForValues = { enabled: boolean; name: string; isMinor: boolean; email: string };

export const emptyBookingFor: BookingForValues = { enabled: false, name: '', isMinor: true, email: '' };

/** The form's messages, in the page's language (`bookingFor.*` keys). */
export type SayBookingFor = (key: 'enterLearnerName' | 'validLearnerEmail' | 'learnerEmailIsYours') => string;

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
