import { db, type Prisma } from '@/lib/core/db';
import { AppError, ServiceUnavailableError } from '@/lib/core/errors';
import { isWriteConflict } from '@/lib/core/prisma-errors';
import { afterCommit, enqueuedInTransaction, type EnqueuedEffect } from './after-commit';

type TransactionOptions = { timeout?: number; maxWait?: number; isolationLevel?: Prisma.TransactionIsolationLevel };

/** Prisma's default for an interactive transaction. */
const prismaDefaultTimeoutMs = 5_000;
/** A deadlock victim runs again: concurrent bookings of one slot can lock in opposite orders. */
export const writeConflictAttempts = 3;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `db.$transaction(fn)` that delivers the outbox effects enqueued inside it once it has committed
 * (and drops them with it when it rolls back). Use it for every transaction that writes an effect.
 * A transaction PostgreSQL rolled back as a deadlock victim runs again (`fn` must not act outside the
 * database before it commits, which the outbox already ensures for effects).
 */
export async function transaction<T>(
  fn: (tx: Prisma.TransactionClient) => Promise<T>,
  options?: TransactionOptions,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const enqueued: EnqueuedEffect[] = [];
    const startedAt = performance.now();
    let result: T;
    try {
      result = await enqueuedInTransaction.run(enqueued, () => db.$transaction(fn, options));
    } catch (error) {
      if (isWriteConflict(error) && attempt < writeConflictAttempts) {
        await sleep(10 * attempt + Math.random() * 40);
        continue;
      }
      throw outlivedItsTimeout(error, performance.now() - startedAt, options?.timeout) ?? error;
    }
    await afterCommit(enqueued);
    return result;
  }
}

/**
 * A transaction that outlived its timeout (waiting on a lock, say) was rolled back by Prisma, and
 * what fails next is a symptom: a commit on a closed transaction, or a statement that answers null
 * where a row was expected and breaks the code after it. The request may be retried: 503.
 */
function outlivedItsTimeout(error: unknown, elapsedMs: number, timeoutMs = prismaDefaultTimeoutMs) {
  if (error instanceof AppError || elapsedMs < timeoutMs) return null;
  const busy = new ServiceUnavailableError('The database is busy, try again shortly', 5);
  busy.cause = error;
  return busy;
}
