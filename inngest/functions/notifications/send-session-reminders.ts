import { inngest } from '@/inngest/client';
import { sendDueReminders } from '@/lib/notifications/send-due-reminders';

/** Every 5 minutes: each reminder due at the teacher's offsets goes out once (the shortest offset is 10 minutes). */
export const sendSessionRemindersFunction = inngest.createFunction(
  {
    id: 'notifications-send-session-reminders',
    name: 'Send session reminders',
    triggers: [{ cron: 'TZ=UTC */5 * * * *' }],
  },
  async ({ step }) => step.run('remind', () => sendDueReminders()),
);
