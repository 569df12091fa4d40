import { inngest } from '@/inngest/client';
import { sweepOutbox } from '@/lib/outbox/sweep-outbox';

/** Every minute: delivers outbox effects left behind by a crash or waiting for a retry. */
export const sweepOutboxFunction = inngest.createFunction(
  { id: 'outbox-sweep', name: 'Deliver pending outbox effects', triggers: [{ cron: 'TZ=UTC * * * * *' }] },
  async ({ step }) => step.run('sweep', () => sweepOutbox()),
);
