import { z } from 'zod';

/**
 * What a checkout carries in its `metadata` (and, through createCheckoutSession, on its payment
 * intent or subscription) so the webhook knows what was paid for. Callers build it with the helpers
 * below; the webhook parses it with ZCheckoutMetadata. Every value is a string (processor rule).
 *
 * Amounts, discount and teacher are never trusted from metadata: the handler reads them from our own
 * enrollment or session row, found within the teacher that owns the event's connected account.
 */
export const ZEnrollmentCheckoutMetadata = z.object({
  kind: z.literal('enrollment'),
  enrollmentId: z.uuid(),
});

export const ZTrialCheckoutMetadata = z.object({
  kind: z.literal('trial'),
  sessionId: z.uuid(),
});

/** The open amount of an issued invoice, paid from the portal (issue 35). */
export const ZInvoiceCheckoutMetadata = z.object({
  kind: z.literal('invoice'),
  invoiceId: z.uuid(),
});

export const ZCheckoutMetadata = z.discriminatedUnion('kind', [
  ZEnrollmentCheckoutMetadata,
  ZTrialCheckoutMetadata,
  ZInvoiceCheckoutMetadata,
]);
export type TCheckoutMetadata = z.infer<typeof ZCheckoutMetadata>;

export const enrollmentCheckoutMetadata = (enrollmentId: string): Record<string, string> => ({
  kind: 'enrollment',
  enrollmentId,
});

export const trialCheckoutMetadata = (sessionId: string): Record<string, string> => ({ kind: 'trial', sessionId });

export const invoiceCheckoutMetadata = (invoiceId: string): Record<string, string> => ({ kind: 'invoice', invoiceId });
