import { db, type Prisma } from '@/lib/core/db';
import { afterCommit, enqueuedInTransaction, type EnqueuedEffect } from './after-commit';

type TransactionOptions = { timeout?: number; maxWait?: number; isolationLevel?: Prisma.TransactionIsolationLevel };

/**
 * `db.$transaction(fn)` that delivers the outbox effects enqueued inside it once it has committed
 * (and drops them with it when it rolls back). Use it for every transaction that writes an effect.
 */
export async function transaction<T>(
  fn: (tx: Prisma.TransactionClient) => Promise<T>,
  options?: TransactionOptions,
): Promise<T> {
  const enqueued: EnqueuedEffect[] = [];
  const result = await enqueuedInTransaction.run(enqueued, () => db.$transaction(fn, options));
  await afterCommit(enqueued);
  return result;
}
