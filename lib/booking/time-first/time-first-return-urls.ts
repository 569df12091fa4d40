import { env } from '@/lib/core/env';

type Pages = { teacherSlug: string; serviceSlug: string };

const appUrl = () => env().APP_URL.replace(/\/$/, '');

/** The confirmation page of a time-first booking (the processor's success URL, and the sign-in link's target). */
export const timeFirstConfirmationPath = (teacherSlug: string, sessionId: string) =>
  `/${encodeURIComponent(teacherSlug)}/booked/${encodeURIComponent(sessionId)}`;

/**
 * Where the processor sends the payer back. Success: the confirmation page, carrying the checkout's
 * id (the processor fills `{CHECKOUT_SESSION_ID}`, so it is added unencoded): only the payer knows it,
 * and it lets a visitor who is not signed in see the session they paid for. Cancelled: the booking
 * page, told so.
 */
export function timeFirstCheckoutUrls({ teacherSlug, serviceSlug }: Pages, sessionId: string) {
  return {
    successUrl: `${appUrl()}${timeFirstConfirmationPath(teacherSlug, sessionId)}?checkout={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${appUrl()}/${encodeURIComponent(teacherSlug)}/book/${encodeURIComponent(serviceSlug)}?checkout=cancelled`,
  };
}
