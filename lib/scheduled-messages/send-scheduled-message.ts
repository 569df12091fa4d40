import 'server-only';
import type { AuditAction } from '@/lib/audit/audit-action-labels';
import { createElement } from 'react';
import { recordAudit } from '@/lib/audit/record-audit';
import type { Prisma } from '@/lib/core/db';
import { toLocale } from '@/lib/core/locale';
import { enqueueEmails } from '@/lib/outbox/enqueue-email';
import { transaction } from '@/lib/outbox/transaction';
import { resolveRecipients, type MessageAudience } from './resolve-recipients';
import { ScheduledMessageEmail, scheduledMessageDefaultSubject } from './scheduled-message-email';

/** A timer may fire a hair before its instant; a message is never sent earlier than this before its time. */
const earlyToleranceMs = 1000;

export type SendOutcome =
  /** Claimed and sent to `recipients` students. */
  | { outcome: 'sent'; recipients: number }
  /** Claimed, but nobody was left to send it to: the message is `failed` with the reason. */
  | { outcome: 'failed'; recipients: 0 }
  /** Not pending (sent by another run, cancelled) or not due yet: nothing was done. */
  | { outcome: 'skipped'; recipients: 0 };

function noRecipientsReason({ audience, tagId }: MessageAudience): string {
  if (audience === 'student') return 'The student was deleted or erased before the send time';
  if (audience === 'tag' && !tagId) return 'The tag was deleted before the send time';
  if (audience === 'tag') return 'No active student had this tag at the send time';
  return 'There were no active students at the send time';
}

/**
 * Sends one scheduled message, once (decision 0044). In ONE transaction: the row is claimed
 * (`pending` -> `sent`, only if it is still pending and due), the recipients are resolved now
 * (deleted and erased students left out, a family's minor through the payer, each address once), one
 * e-mail per recipient goes to the outbox, each student reached gets a contact-log entry and
 * `recipientCount` (e-mails) is recorded. A retried or
 * duplicated run, or the safety-net cron racing the job, finds nothing to claim and sends nothing;
 * a rollback releases the claim with everything else.
 */
export async function sendScheduledMessage({
  messageId,
  now = new Date(),
}: {
  messageId: string;
  now?: Date;
}): Promise<SendOutcome> {
  return transaction((tx) => claimAndSend(tx, messageId, now), { timeout: 60_000 });
}

async function claimAndSend(tx: Prisma.TransactionClient, messageId: string, now: Date): Promise<SendOutcome> {
  const dueBy = new Date(now.getTime() + earlyToleranceMs);
  const claimed = await tx.$queryRaw<{ id: string }[]>`
    UPDATE "scheduled_messages" SET "status" = 'sent', "sentAt" = ${now}, "updatedAt" = ${now}
    WHERE "id" = ${messageId}::uuid AND "status" = 'pending' AND "sendAt" <= ${dueBy}
    RETURNING "id"`;
  if (!claimed.length) return { outcome: 'skipped', recipients: 0 };
  const message = await tx.scheduledMessage.findUniqueOrThrow({
    where: { id: messageId },
    select: {
      teacherId: true,
      audience: true,
      studentId: true,
      tagId: true,
      subject: true,
      body: true,
      teacher: { select: { name: true, email: true } },
    },
  });
  const { teacherId, teacher } = message;
  const recipients = await resolveRecipients(tx, teacherId, message);
  const audit = (action: AuditAction, metadata: Record<string, unknown>) =>
    recordAudit(tx, {
      teacherId,
      actor: { type: 'system', id: null },
      action,
      entity: { type: 'scheduled_message', id: messageId },
      metadata,
    });
  if (!recipients.length) {
    const error = noRecipientsReason(message);
    await tx.scheduledMessage.update({
      where: { id: messageId },
      data: { status: 'failed', sentAt: null, recipientCount: 0, error },
    });
    await audit('scheduled_message.fail', { error });
    return { outcome: 'failed', recipients: 0 };
  }
  // The teacher's own subject as written; without one, each student reads the default in their language
  // (the contact log, a teacher's page, keeps the English one).
  const subject = message.subject ?? scheduledMessageDefaultSubject(teacher.name);
  await enqueueEmails(
    tx,
    recipients.map((recipient) => {
      const locale = toLocale(recipient.locale);
      const said = message.subject ?? scheduledMessageDefaultSubject(teacher.name, locale);
      return {
        to: recipient.email,
        teacherId,
        replyTo: teacher.email,
        subject: said,
        react: createElement(ScheduledMessageEmail, {
          teacherName: teacher.name,
          subject: said,
          body: message.body,
          locale,
        }),
      };
    }),
  );
  // One contact-log entry per student reached (two children heard through one payer: two entries).
  const studentIds = [...new Set(recipients.flatMap((recipient) => recipient.studentIds))];
  await tx.contactLogEntry.createMany({
    data: studentIds.map((studentId) => ({
      teacherId,
      studentId,
      channel: 'email' as const,
      sentAt: now,
      note: `Scheduled message: ${subject}`,
    })),
  });
  await tx.scheduledMessage.update({ where: { id: messageId }, data: { recipientCount: recipients.length } });
  await audit('scheduled_message.send', { recipientCount: recipients.length });
  return { outcome: 'sent', recipients: recipients.length };
}
