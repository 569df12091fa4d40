import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { ConflictError, NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { scheduledMessageCancelledEvent } from '@/lib/jobs/job-events';
import { enqueueEvent } from '@/lib/outbox/enqueue-event';
import { transaction } from '@/lib/outbox/transaction';
import { scheduledMessageSelect, toScheduledMessage } from './message-fields';
import type { TScheduledMessage } from './schemas';

type CancelScheduledMessage = { teacherId: string; messageId: string; meta?: RequestMeta; now?: Date };

/**
 * Cancels a pending message: `cancelled` with `cancelledAt`, and `messages/scheduled-message.cancelled`
 * (after the commit) cancels its sleeping delivery job (cancelOn). The update only takes a row that is
 * still pending, so it and the sender's claim cannot both win: a message already sent, failed or
 * cancelled is 409 INVALID_STATE; another teacher's is 404. Audited `scheduled_message.cancel`.
 */
export async function cancelScheduledMessage({
  teacherId,
  messageId,
  meta,
  now = new Date(),
}: CancelScheduledMessage): Promise<TScheduledMessage> {
  return transaction(async (tx) => {
    const { count } = await tx.scheduledMessage.updateMany({
      where: { id: messageId, teacherId, status: 'pending' },
      data: { status: 'cancelled', cancelledAt: now },
    });
    if (count === 0) {
      const current = await tx.scheduledMessage.findFirst({
        where: { id: messageId, teacherId },
        select: { status: true },
      });
      if (!current) throw new NotFoundError('Scheduled message');
      throw new ConflictError(`This message is ${current.status} and can no longer be cancelled`, 'INVALID_STATE');
    }
    await enqueueEvent(tx, scheduledMessageCancelledEvent, { messageId });
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'scheduled_message.cancel',
      entity: { type: 'scheduled_message', id: messageId },
      before: { status: 'pending' },
      after: { status: 'cancelled' },
      request: meta,
    });
    const row = await tx.scheduledMessage.findUniqueOrThrow({
      where: { id: messageId },
      select: scheduledMessageSelect,
    });
    return toScheduledMessage(row);
  });
}
