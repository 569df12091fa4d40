import { inngest } from '@/inngest/client';
import { cancelEnrollmentSubscription } from '@/lib/payments/follow-ups/cancel-enrollment-subscription';
import {
  subscriptionCancelRequestedEvent,
  type SubscriptionCancelRequest,
} from '@/lib/payments/subscription-cancel-request';

/**
 * A subscription enrollment was cancelled: stop the charges at the processor. Retried (with
 * backoff) through a processor outage; the cancellation itself is already committed and never
 * waits for this.
 */
export const cancelSubscriptionFunction = inngest.createFunction(
  {
    id: 'payments-cancel-subscription',
    name: 'Cancel a subscription at the processor',
    retries: 10,
    triggers: [{ event: subscriptionCancelRequestedEvent }],
  },
  async ({ event, step }) =>
    step.run('cancel-at-processor', () => cancelEnrollmentSubscription(event.data as SubscriptionCancelRequest)),
);
