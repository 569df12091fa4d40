import { inngest, isInngestConfigured } from '@/inngest/client';
import { log } from '@/lib/core/log';
import { inProcessJobRunner } from './in-process-runner';

/**
 * Sends an event to the functions triggered by it: through Inngest when configured, otherwise to
 * the in-process runner. Either way the caller does not wait for the functions to run.
 */
export async function sendEvent(name: string, data: Record<string, unknown> = {}): Promise<{ ids: string[] }> {
  if (isInngestConfigured()) return inngest.send({ name, data });
  const runner = inProcessJobRunner();
  if (runner) return runner.send({ name, data });
  // Scripts and tests that never start the runner: the event has nowhere to go, so say so.
  log.warn({ eventName: name }, 'in-process jobs are not started; event dropped');
  return { ids: [] };
}

/**
 * For work already committed: the event is sent, and a failure to send it is logged, never thrown,
 * so it cannot undo or fail what the caller did (the caller says in its docs what makes up for it).
 */
export async function sendEventAfterCommit(name: string, data: Record<string, unknown> = {}): Promise<void> {
  try {
    await sendEvent(name, data);
  } catch (error) {
    log.error({ err: error, eventName: name }, 'event of committed work could not be sent');
  }
}
