import { inngest } from '@/inngest/client';
import { sweepExpiredAuthRecords } from '@/lib/jobs/sweep-expired-auth-records';

/** Hourly clean-up of expired OAuth states, magic links, sessions and rate-limit rows. */
export const sweepExpiredAuthRecordsFunction = inngest.createFunction(
  { id: 'auth-sweep-expired-records', name: 'Sweep expired auth records', triggers: [{ cron: 'TZ=UTC 15 * * * *' }] },
  async ({ step }) => step.run('sweep', () => sweepExpiredAuthRecords()),
);
