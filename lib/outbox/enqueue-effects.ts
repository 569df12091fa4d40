import { randomUUID } from 'node:crypto';
import { db, type Prisma } from '@/lib/core/db';
import { afterCommit, enqueuedInTransaction, type EnqueuedEffect } from './after-commit';
import type { OutboxEffectInput } from './effect-types';

/**
 * Writes effects to the outbox with `client`: pass the transaction of the change they belong to, so
 * that both commit or neither does. Inside `transaction()` they are delivered once it commits; with
 * the plain client (already committed) delivery starts at once; inside any other transaction the
 * sweep job delivers them within a minute.
 */
export async function enqueueEffects(
  client: Prisma.TransactionClient,
  effects: OutboxEffectInput[],
): Promise<EnqueuedEffect[]> {
  if (!effects.length) return [];
  const rows = effects.map((effect) => ({
    id: randomUUID(),
    kind: effect.kind,
    payload: effect.payload as Prisma.InputJsonObject,
  }));
  await client.outboxEffect.createMany({ data: rows });
  const enqueued = rows.map(({ id, kind }) => ({ id, kind }));
  const transaction = enqueuedInTransaction.getStore();
  if (transaction) transaction.push(...enqueued);
  else if (client === db) await afterCommit(enqueued);
  return enqueued;
}
