import { inngest } from '@/inngest/client';
import { disputeCreatedEvent } from '@/lib/jobs/job-events';
import { notifyTeacherOfDispute } from '@/lib/payments/follow-ups/notify-teacher-of-dispute';

/** A dispute was recorded by the webhook: tell the teacher, who has a deadline to answer. */
export const disputeCreatedFunction = inngest.createFunction(
  { id: 'payments-dispute-created', name: 'Dispute created notice', triggers: [{ event: disputeCreatedEvent.name }] },
  async ({ event, step }) => {
    const { disputeId } = disputeCreatedEvent.parse(event.data);
    return step.run('notify-teacher', () => notifyTeacherOfDispute(disputeId));
  },
);
