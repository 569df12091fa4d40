import { inngest } from '@/inngest/client';
import { sendDueReminders } from '@/lib/notifications/send-due-reminders';

/** Every 15 minutes: students of sessions starting within 24 hours get their reminder (once). */
export const sendSessionRemindersFunction = inngest.createFunction(
  {
    id: 'notifications-send-session-reminders',
    name: 'Send session reminders',
    triggers: [{ cron: 'TZ=UTC */15 * * * *' }],
  },
  async ({ step }) => step.run('remind', () => sendDueReminders()),
);
