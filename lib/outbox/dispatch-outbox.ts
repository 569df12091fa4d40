import { db } from '@/lib/core/db';
import { Prisma } from '@/generated/prisma/client';
import { log } from '@/lib/core/log';
import type { OutboxEffectKind } from '@/generated/prisma/client';
import { deliverEffect } from './deliver-effect';

/** A dispatcher holds a claimed effect this long; a crashed one's effects are claimable again after it. */
export const leaseMs = 60_000;
/** After this many failed attempts an effect is `failed` and left for an operator. */
export const maxAttempts = 12;

/** 5 s, 10 s, 20 s... at most an hour between attempts (about 4 hours in all before giving up). */
export const retryDelayMs = (attempts: number) => Math.min(5_000 * 2 ** (attempts - 1), 60 * 60_000);

type ClaimedEffect = { id: string; kind: OutboxEffectKind; payload: unknown; attempts: number; lockedUntil: Date };

export type DispatchResult = { delivered: number; retried: number; failed: number };

/**
 * Claims pending effects that are due (only `ids` when given) and delivers each. Claims take row
 * locks with SKIP LOCKED and a lease, so two dispatchers (two instances, or the sweep beside an
 * after-commit delivery) never deliver one effect at the same time; delivery itself is idempotent
 * by the effect id, so a crash after delivering and before marking repeats nothing.
 */
export async function dispatchOutbox({
  ids,
  limit = 100,
  now = new Date(),
}: { ids?: string[]; limit?: number; now?: Date } = {}): Promise<DispatchResult> {
  const claimed = await claim({ ids, limit, now });
  const result: DispatchResult = { delivered: 0, retried: 0, failed: 0 };
  for (const effect of claimed) {
    try {
      await deliverEffect(effect.id, effect.kind, effect.payload);
      await db.outboxEffect.updateMany({
        where: { id: effect.id, lockedUntil: effect.lockedUntil },
        data: { status: 'delivered', deliveredAt: new Date(), lockedUntil: null, lastError: null },
      });
      result.delivered += 1;
    } catch (error) {
      const reason = failureReason(error);
      const giveUp = effect.attempts >= maxAttempts;
      await db.outboxEffect.updateMany({
        where: { id: effect.id, lockedUntil: effect.lockedUntil },
        data: {
          status: giveUp ? 'failed' : 'pending',
          availableAt: new Date(Date.now() + retryDelayMs(effect.attempts)),
          lockedUntil: null,
          lastError: reason.slice(0, 2_000),
        },
      });
      log[giveUp ? 'error' : 'warn'](
        { effectId: effect.id, kind: effect.kind, attempts: effect.attempts, reason },
        giveUp ? 'outbox effect failed for good' : 'outbox effect failed; will retry',
      );
      result[giveUp ? 'failed' : 'retried'] += 1;
    }
  }
  return result;
}

async function claim({ ids, limit, now }: { ids?: string[]; limit: number; now: Date }) {
  const only = ids ? Prisma.sql`AND id = ANY(${ids}::uuid[])` : Prisma.empty;
  const lockedUntil = new Date(now.getTime() + leaseMs);
  return db.$queryRaw<ClaimedEffect[]>`
    UPDATE outbox_effects SET "lockedUntil" = ${lockedUntil}, attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM outbox_effects
      WHERE status = 'pending' AND "availableAt" <= ${now}
        AND ("lockedUntil" IS NULL OR "lockedUntil" < ${now}) ${only}
      ORDER BY "createdAt" LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING id, kind, payload, attempts, "lockedUntil"`;
}

/** What went wrong, for the operator: a typed error's own reason (the provider's words) when it has one. */
function failureReason(error: unknown): string {
  if (error instanceof Error) {
    const reason: unknown = Reflect.get(error, 'reason');
    return typeof reason === 'string' ? reason : error.message;
  }
  return String(error);
}
