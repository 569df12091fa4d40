import type { AuditEntry } from '@/lib/audit/record-audit';
import type { Prisma } from '@/lib/core/db';
import type { JobEventPayload } from '@/lib/outbox/effect-types';

/** A follow-up job (receipt, notification, fee lookup), built with `jobEventOf`; sent once the change commits. */
export type FollowUp = JobEventPayload;

/**
 * What a handler changes beyond its transaction. Audit entries and jobs are collected and written to
 * the outbox in the handler's transaction: a rolled-back delivery (which the processor retries)
 * leaves no audit entry and sends no e-mail, so 100 deliveries of one event give exactly one of each.
 */
export type WebhookEffects = {
  audit(entry: Omit<AuditEntry, 'actor'>): void;
  followUp(followUp: FollowUp): void;
  /**
   * The event is acknowledged but changes nothing of ours (not one of our checkouts, subscriptions
   * or payments; a renewal of a cancelled enrollment): the reason is kept on the event's record
   * (`webhook_events.ignoredReason`) and logged.
   */
  ignore(reason: string): void;
};

export type HandlerContext<E> = { tx: Prisma.TransactionClient; event: E; effects: WebhookEffects };

export function collectEffects(eventId: string) {
  const audits: AuditEntry[] = [];
  const followUps: FollowUp[] = [];
  const ignored: { reason?: string } = {};
  const effects: WebhookEffects = {
    // Every change a processor event makes is the processor's doing; the event id says which one.
    audit: (entry) =>
      audits.push({
        ...entry,
        actor: { type: 'psp', id: eventId },
        metadata: { pspEventId: eventId, ...entry.metadata },
      }),
    followUp: (followUp) => followUps.push(followUp),
    ignore: (reason) => {
      ignored.reason = reason;
    },
  };
  return { effects, audits, followUps, ignored };
}
