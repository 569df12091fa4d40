import type { FollowUp } from './webhooks/webhook-effects';

/**
 * The job that cancels a cancelled enrollment's subscription at the processor
 * (inngest/functions/payments/cancel-subscription.ts). Sent after the cancellation is committed:
 * by POST /teacher/enrollments/:id/cancel, and by `invoice.paid` when a cancelled enrollment's
 * subscription is still charging.
 */
export const subscriptionCancelRequestedEvent = 'payments/subscription.cancel-requested';

export type SubscriptionCancelRequest = { teacherId: string; enrollmentId: string; subscriptionId: string };

export const subscriptionCancelRequested = (
  data: SubscriptionCancelRequest,
): FollowUp & {
  data: SubscriptionCancelRequest;
} => ({ name: subscriptionCancelRequestedEvent, data });
