import { AsyncLocalStorage } from 'node:async_hooks';
import { onShutdown } from '@/lib/core/lifecycle';
import { log } from '@/lib/core/log';
import { dispatchOutbox } from './dispatch-outbox';

export type EnqueuedEffect = { id: string; kind: 'audit' | 'email' | 'event' | 'sms' };

/** Effects enqueued inside the current `transaction()`: delivered once it commits. */
export const enqueuedInTransaction = new AsyncLocalStorage<EnqueuedEffect[]>();

const inFlight = new Set<Promise<void>>();

/** While set, nothing is delivered after a commit: effects wait in the outbox for a sweep. */
let deliveryPaused = false;

/**
 * Runs `work` with after-commit delivery paused, so that everything `work` sends to the database is
 * its own (statement counts in tests); the effects stay pending for the caller to sweep.
 */
export async function withDeliveryPaused<T>(work: () => Promise<T>): Promise<T> {
  deliveryPaused = true;
  try {
    return await work();
  } finally {
    deliveryPaused = false;
  }
}

/** One hook per copy of this module (a Set keeps it once): shutdown waits for the deliveries in progress. */
const flushOnShutdown = { name: 'outbox deliveries', phase: 'drain', run: flushOutbox } as const;

/**
 * Delivers the given committed effects now, in this process. Never rejects: an effect that fails
 * stays in the outbox with its backoff, and the sweep job (or the next dispatch) retries it.
 */
export function deliverCommitted(ids: string[]): Promise<void> {
  if (!ids.length) return Promise.resolve();
  onShutdown(flushOnShutdown);
  const delivery: Promise<void> = dispatchOutbox({ ids })
    .then(() => undefined)
    .catch((error: unknown) => log.error({ err: error, effects: ids.length }, 'outbox dispatch failed'))
    .finally(() => inFlight.delete(delivery));
  inFlight.add(delivery);
  return delivery;
}

/**
 * After a commit: audit entries are delivered in the background (they never hold up the response);
 * e-mails and job events are attempted before the caller goes on, as an inline send would be, but a
 * failure is left to the retries instead of failing the committed operation.
 */
export async function afterCommit(effects: EnqueuedEffect[]): Promise<void> {
  if (deliveryPaused) return;
  const delivery = deliverCommitted(effects.map((effect) => effect.id));
  if (effects.some((effect) => effect.kind !== 'audit')) await delivery;
}

/** Waits until every delivery started in this process has finished (tests, graceful shutdown). */
export async function flushOutbox(): Promise<void> {
  while (inFlight.size) await Promise.all([...inFlight]);
}
