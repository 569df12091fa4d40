import { useTranslations } from 'next-intl';
import { ApiRefusal } from '@/lib/client/api-refusal';

/** Plain words for the 409/422 codes of validate-discount and enroll (the API's own message otherwise). */
const messages: Record<string, string> = {
  DISCOUNT_NOT_FOUND: 'We do not know this code. Check the spelling and try again.',
  DISCOUNT_INACTIVE: 'This code is no longer active.',
  DISCOUNT_NOT_STARTED: 'This code cannot be used yet.',
  DISCOUNT_EXPIRED: 'This code has expired.',
  DISCOUNT_EXHAUSTED: 'This code has been used as many times as it allows.',
  DISCOUNT_STUDENT_LIMIT: 'You have already used this code.',
  DISCOUNT_NOT_APPLICABLE: 'This code does not apply to this service.',
  LEGAL_NOT_ACCEPTED: 'Please read and accept the documents marked as required.',
  PRICE_NOT_SET: 'There is nothing to pay online for this service. Contact the teacher to enroll.',
  PSP_NOT_CONNECTED: 'This teacher cannot take online payments yet. Contact them to enroll.',
  TEACHER_MISMATCH: "You are signed in as another teacher's student. Sign out to enroll here.",
  FORBIDDEN: 'You are viewing the portal as this student: only the student can accept the documents and pay.',
  NOT_FOUND: 'This service is no longer available.',
  SERVICE_FULL: 'Every place is taken. Join the waitlist to be told when one opens.',
};

export const isDiscountCode = (code: string | undefined) => Boolean(code?.startsWith('DISCOUNT_'));

/** What to show for a refusal of the enrollment routes. */
export function enrollFailureMessage(error: unknown): string {
  if (!(error instanceof ApiRefusal)) return 'Something went wrong. Try again.';
  const known = messages[error.code];
  if (known) return known;
  if (error.status === 429) return 'Too many attempts. Wait a few minutes and try again.';
  if (error.status === 503) return 'Payments are unavailable for a moment. Try again shortly.';
  return error.message || 'Something went wrong. Try again.';
}

const translatedCodes = new Set(Object.keys(messages));

/** enrollFailureMessage in the page's language (issue 32): the words of `publicEnroll.refusal`. */
export function useEnrollFailureMessage(): (error: unknown) => string {
  const t = useTranslations('publicEnroll.refusal');
  return (error) => {
    if (!(error instanceof ApiRefusal)) return t('generic');
    if (translatedCodes.has(error.code)) return t(error.code);
    if (error.status === 429) return t('tooMany');
    if (error.status === 503) return t('paymentsDown');
    // The API already answered in the page's language (call-api sends it as Accept-Language).
    return error.message || t('generic');
  };
}
