import { db } from '@/lib/core/db';
import { dispatchOutbox, type DispatchResult } from './dispatch-outbox';

/** Delivered effects are kept this long for inspection, then deleted (an e-mail's payload holds its text). */
export const deliveredRetentionMs = 7 * 24 * 60 * 60_000;

/** Batches per sweep: a backlog after a long outage drains over a few ticks instead of one long run. */
const maxBatches = 20;

/**
 * What the after-commit delivery did not finish: effects of a process that crashed between commit
 * and delivery, failed attempts whose backoff is over, expired leases. Then old delivered rows go.
 */
export async function sweepOutbox({ now = new Date() }: { now?: Date } = {}): Promise<
  DispatchResult & { purged: number }
> {
  const total: DispatchResult = { delivered: 0, retried: 0, failed: 0 };
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const result = await dispatchOutbox({ now });
    total.delivered += result.delivered;
    total.retried += result.retried;
    total.failed += result.failed;
    if (result.delivered + result.retried + result.failed === 0) break;
  }
  const { count: purged } = await db.outboxEffect.deleteMany({
    where: { status: 'delivered', deliveredAt: { lt: new Date(now.getTime() - deliveredRetentionMs) } },
  });
  return { ...total, purged };
}
