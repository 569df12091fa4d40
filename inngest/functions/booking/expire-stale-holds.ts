import { inngest } from '@/inngest/client';
import { expireStaleHolds } from '@/lib/booking/expire-stale-holds';

/** Every minute: holds of unpaid trial checkouts whose 15 minutes are up become `expired`. */
export const expireStaleHoldsFunction = inngest.createFunction(
  { id: 'booking-expire-stale-holds', name: 'Expire stale session holds', triggers: [{ cron: 'TZ=UTC * * * * *' }] },
  async ({ step }) => step.run('expire', () => expireStaleHolds()),
);
