import { inngest } from '@/inngest/client';
import { notifyExpiringCredits } from '@/lib/notifications/in-app/notify-expiring-credits';

/** Daily at 07:00 UTC: teachers get a bell notice for each enrollment whose credits expire within 7 days (once). */
export const notifyExpiringCreditsFunction = inngest.createFunction(
  {
    id: 'notifications-notify-expiring-credits',
    name: 'Notify expiring credits',
    triggers: [{ cron: 'TZ=UTC 0 7 * * *' }],
  },
  async ({ step }) => step.run('notify', () => notifyExpiringCredits()),
);
