import { inngest } from '@/inngest/client';
import { sendDueScheduledMessages } from '@/lib/scheduled-messages/send-due-scheduled-messages';

/** Every 5 minutes: pending messages more than 2 minutes past their time are sent (a lost delivery job). */
export const sendDueScheduledMessagesFunction = inngest.createFunction(
  {
    id: 'send-due-scheduled-messages',
    name: 'Send overdue scheduled messages',
    triggers: [{ cron: 'TZ=UTC */5 * * * *' }],
  },
  async ({ step }) => step.run('send-due', () => sendDueScheduledMessages()),
);
