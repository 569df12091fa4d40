import 'server-only';
import { db } from '@/lib/core/db';
import { log } from '@/lib/core/log';
import { minuteMs } from '@/lib/core/time';
import { sendScheduledMessage } from './send-scheduled-message';

/** The delivery job has this long after the send time before the safety net sends in its place. */
export const safetyNetDelayMs = 2 * minuteMs;
/** Messages per run: a backlog drains over a few runs (every 5 minutes) instead of one long one. */
const batchSize = 100;

export type DueMessagesResult = { sent: number; failed: number; skipped: number; errors: number };

/**
 * The safety net (cron, every 5 minutes): pending messages whose send time passed more than two
 * minutes ago are sent with the same claiming function as the delivery job. The in-process runner
 * forgets sleeping runs on a restart, and an Inngest run may be lost too: nothing is lost, and as
 * only one claim of a row can win, nothing is sent twice.
 */
export async function sendDueScheduledMessages({ now = new Date() }: { now?: Date } = {}): Promise<DueMessagesResult> {
  const due = await db.scheduledMessage.findMany({
    where: { status: 'pending', sendAt: { lte: new Date(now.getTime() - safetyNetDelayMs) } },
    select: { id: true },
    orderBy: { sendAt: 'asc' },
    take: batchSize,
  });
  const result: DueMessagesResult = { sent: 0, failed: 0, skipped: 0, errors: 0 };
  for (const { id } of due) {
    try {
      const { outcome } = await sendScheduledMessage({ messageId: id, now });
      result[outcome] += 1;
    } catch (error) {
      // Rolled back, still pending: the next run tries it again; one bad message does not hold up the rest.
      log.error({ err: error, messageId: id }, 'scheduled message could not be sent');
      result.errors += 1;
    }
  }
  return result;
}
