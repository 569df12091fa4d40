import { inngest, isInngestConfigured } from './inngest-client';
import { log } from '@/lib/core/log';
import { inProcessJobRunner } from './in-process-runner';

/**
 * Sends an event to the functions triggered by it: through Inngest when configured, otherwise to
 * the in-process runner. Either way the caller does not wait for the functions to run. Given an
 * `id`, a second send of the same id is dropped (Inngest's event id deduplication; the in-process
 * runner keeps the recent ids): the outbox sends each effect's event under the effect's id.
 */
export async function sendEvent(
  name: string,
  data: Record<string, unknown> = {},
  { id }: { id?: string } = {},
): Promise<{ ids: string[] }> {
  if (isInngestConfigured()) return inngest.send({ name, data, ...(id ? { id } : {}) });
  const runner = inProcessJobRunner();
  if (runner) return runner.send({ name, data, id });
  // Scripts and tests that never start the runner: the event has nowhere to go, so say so.
  log.warn({ eventName: name }, 'in-process jobs are not started; event dropped');
  return { ids: [] };
}
