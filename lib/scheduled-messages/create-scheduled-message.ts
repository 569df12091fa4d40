import 'server-only';
import { randomUUID } from 'node:crypto';
import { recordAudit } from '@/lib/audit/record-audit';
import type { Prisma } from '@/lib/core/db';
import { NotFoundError, ValidationError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { usableTimeZone } from '@/lib/core/time';
import { scheduledMessageCreatedEvent } from '@/lib/jobs/job-events';
import { enqueueEffects } from '@/lib/outbox/enqueue-effects';
import { transaction } from '@/lib/outbox/transaction';
import { scheduledMessageSelect, toScheduledMessage } from './message-fields';
import { resolveRecipients } from './resolve-recipients';
import type { TCreatedScheduledMessage, TCreateScheduledMessageInput } from './schemas';
import { resolveSendTime } from './send-time';

type CreateScheduledMessage = {
  teacherId: string;
  /** The teacher's profile zone: a local send time is read on it, and stored with the message. */
  timeZone: string;
  input: TCreateScheduledMessageInput;
  meta?: RequestMeta;
  now?: Date;
};

/** The student must be the teacher's, not deleted or erased (404 as if missing); the tag the teacher's (400). */
async function assertOwnAudience(tx: Prisma.TransactionClient, teacherId: string, input: TCreateScheduledMessageInput) {
  if (input.studentId) {
    const student = await tx.student.findFirst({
      where: { id: input.studentId, teacherId, deletedAt: null, anonymizedAt: null },
      select: { id: true },
    });
    if (!student) throw new NotFoundError('Student');
  }
  if (input.tagId) {
    const tag = await tx.tag.findFirst({ where: { id: input.tagId, teacherId }, select: { id: true } });
    if (!tag) throw new ValidationError('The request is not valid', [{ path: 'tagId', message: 'Unknown tag' }]);
  }
}

/**
 * Schedules a message (decision 0044): the row `pending`, and in the same transaction the job event
 * `messages/scheduled-message.created` through the outbox (its id, the event id, is the row's
 * `jobId`); the delivery job sleeps until `sendAt`. The answer counts who it would reach now
 * (`recipientPreview`); recipients are resolved again when it is sent. Audited
 * `scheduled_message.create`.
 */
export async function createScheduledMessage({
  teacherId,
  timeZone,
  input,
  meta,
  now = new Date(),
}: CreateScheduledMessage): Promise<TCreatedScheduledMessage> {
  const zone = usableTimeZone(timeZone);
  const sendTime = resolveSendTime(input.sendAt, zone, now);
  if (!sendTime.ok)
    throw new ValidationError('The request is not valid', [{ path: 'sendAt', message: sendTime.message }]);
  return transaction(async (tx) => {
    await assertOwnAudience(tx, teacherId, input);
    const id = randomUUID();
    const data = scheduledMessageCreatedEvent.schema.parse({ messageId: id, teacherId });
    const [job] = await enqueueEffects(tx, [
      { kind: 'event', payload: { name: scheduledMessageCreatedEvent.name, data } },
    ]);
    const row = await tx.scheduledMessage.create({
      data: {
        id,
        teacherId,
        audience: input.audience,
        studentId: input.studentId ?? null,
        tagId: input.tagId ?? null,
        channel: 'email',
        subject: input.subject,
        body: input.body,
        sendAt: sendTime.instant,
        timezone: zone,
        status: 'pending',
        jobId: job!.id,
      },
      select: scheduledMessageSelect,
    });
    const recipients = await resolveRecipients(tx, teacherId, row);
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'scheduled_message.create',
      entity: { type: 'scheduled_message', id },
      after: { audience: row.audience, studentId: row.studentId, tagId: row.tagId, sendAt: row.sendAt.toISOString() },
      request: meta,
    });
    return { ...toScheduledMessage(row), recipientPreview: recipients.length };
  });
}
