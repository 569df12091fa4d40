import { type Prisma } from '@/lib/core/db';
import type { JobEventDefinition } from '@/lib/jobs/job-events';
import { enqueueEffects } from './enqueue-effects';

/**
 * Writes a job event to the outbox with `client` (the transaction of the change it follows); it is
 * sent after the commit, once, through Inngest when configured or the in-process runner.
 */
export async function enqueueEvent<Data extends Record<string, unknown>>(
  client: Prisma.TransactionClient,
  event: JobEventDefinition<Data>,
  data: Data,
): Promise<void> {
  await enqueueEffects(client, [{ kind: 'event', payload: { name: event.name, data: event.schema.parse(data) } }]);
}
