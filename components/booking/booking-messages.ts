import { useTranslations } from 'next-intl';
import { ApiRefusal } from '@/lib/client/api-refusal';

/** Plain words for the refusals of the booking routes (the API's own message otherwise). */
const messages: Record<string, string> = {
  SLOT_UNAVAILABLE: 'Someone else just took this time. The free times have been reloaded: pick another one.',
  PSP_NOT_CONNECTED: 'This teacher cannot take online payments yet. Contact them to book your trial.',
  TRIAL_NOT_AVAILABLE: 'A trial cannot be booked with this e-mail address. Contact the teacher.',
  NOT_FOUND: 'This service can no longer be booked online.',
  FORBIDDEN: 'You are viewing the portal as this student: only the student can book.',
};

export const isSlotTaken = (error: unknown) =>
  error instanceof ApiRefusal && error.status === 409 && error.code === 'SLOT_UNAVAILABLE';

/** What to show for a refused booking. */
export function bookingFailureMessage(refusal: ApiRefusal): string {
  const known = messages[refusal.code];
  if (known) return known;
  if (refusal.status === 429) return 'Too many requests from your connection. Wait a while and try again.';
  if (refusal.status === 503) return 'Payments are unavailable for a moment. Try again shortly.';
  return refusal.message || 'Something went wrong. Try again.';
}

const translatedCodes = new Set(Object.keys(messages));

/** bookingFailureMessage in the page's language (issue 32): the words of `booking.refusal`. */
export function useBookingFailureMessage(): (refusal: ApiRefusal) => string {
  const t = useTranslations('booking.refusal');
  return (refusal) => {
    if (translatedCodes.has(refusal.code)) return t(refusal.code);
    if (refusal.status === 429) return t('tooMany');
    if (refusal.status === 503) return t('paymentsDown');
    // The API already answered in the page's language (call-api sends it as Accept-Language).
    return refusal.message || t('generic');
  };
}
