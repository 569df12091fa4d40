import { inngest } from '@/inngest/client';
import { scheduledMessageCancelledEvent, scheduledMessageCreatedEvent } from '@/lib/jobs/job-events';
import { pendingSendTime } from '@/lib/scheduled-messages/pending-send-time';
import { sendScheduledMessage } from '@/lib/scheduled-messages/send-scheduled-message';

/**
 * The delayed delivery of one scheduled message (decision 0044): sleeps until its send time, then
 * sends it once. Cancelling the message sends `messages/scheduled-message.cancelled`, which cancels
 * this run while it sleeps (cancelOn, also honoured by the in-process runner); a run that is not
 * cancelled in time still finds the row cancelled and sends nothing.
 */
export const sendScheduledMessageFunction = inngest.createFunction(
  {
    id: 'send-scheduled-message',
    name: 'Send a scheduled message',
    triggers: [{ event: scheduledMessageCreatedEvent.name }],
    cancelOn: [{ event: scheduledMessageCancelledEvent.name, if: 'event.data.messageId == async.data.messageId' }],
  },
  async ({ event, step }) => {
    const { messageId } = scheduledMessageCreatedEvent.parse(event.data);
    const sendAt = await step.run('read-send-time', () => pendingSendTime(messageId));
    if (!sendAt) return { outcome: 'skipped', recipients: 0 };
    await step.sleepUntil('wait-for-send-time', sendAt);
    return step.run('send', () => sendScheduledMessage({ messageId }));
  },
);
