import { inngest } from '@/inngest/client';
import { cancelEnrollmentSubscription } from '@/lib/payments/follow-ups/cancel-enrollment-subscription';
import { subscriptionCancelRequestedEvent } from '@/lib/jobs/job-events';

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
    triggers: [{ event: subscriptionCancelRequestedEvent.name }],
  },
  async ({ event, step }) =>
    step.run('cancel-at-processor', () =>
      cancelEnrollmentSubscription(subscriptionCancelRequestedEvent.parse(event.data)),
    ),
);
