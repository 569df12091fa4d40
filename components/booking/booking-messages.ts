import type { JsonAnswer } from '@/components/auth/post-json';

/** Plain words for the refusals of the booking routes (the API's own message otherwise). */
const messages: Record<string, string> = {
  SLOT_UNAVAILABLE: 'Someone else just took this time. The free times have been reloaded: pick another one.',
  PSP_NOT_CONNECTED: 'This teacher cannot take online payments yet. Contact them to book your trial.',
  TRIAL_NOT_AVAILABLE: 'A trial cannot be booked with this e-mail address. Contact the teacher.',
  NOT_FOUND: 'This service can no longer be booked online.',
  FORBIDDEN: 'You are viewing the portal as this student: only the student can book.',
};

export const isSlotTaken = (answer: Extract<JsonAnswer<unknown>, { ok: false }>) =>
  answer.status === 409 && answer.error?.code === 'SLOT_UNAVAILABLE';

/** What to show for a failed booking answer. */
export function bookingFailureMessage(answer: Extract<JsonAnswer<unknown>, { ok: false }>): string {
  const code = answer.error?.code;
  if (code && messages[code]) return messages[code];
  if (answer.status === 429) return 'Too many requests from your connection. Wait a while and try again.';
  if (answer.status === 503) return 'Payments are unavailable for a moment. Try again shortly.';
  return answer.error?.message ?? 'Something went wrong. Try again.';
}
