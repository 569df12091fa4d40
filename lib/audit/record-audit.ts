import { enqueueEffects } from '@/lib/outbox/enqueue-effects';
import { flushOutbox } from '@/lib/outbox/after-commit';
import type { AuditRowPayload } from '@/lib/outbox/effect-types';
import type { AuditActorType, AuditCategory, Prisma } from '@/generated/prisma/client';
import type { AuditAction } from './audit-action-labels';
import { currentActingPayer } from './acting-payer';
import { categoryOfAction } from './audit-retention';
import { diffChanges, redactMetadata } from './diff-changes';

export type AuditEntry = {
  teacherId: string | null;
  actor: { type: AuditActorType; id: string | null };
  /** One of the labelled actions (lib/audit/audit-action-labels.ts). */
  action: AuditAction;
  entity: { type: string; id: string | null };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  metadata?: Record<string, unknown>;
  /** Retention class; derived from the action when omitted (lib/audit/audit-retention.ts). */
  category?: AuditCategory;
  request?: { requestId?: string; ipAddress?: string | null; userAgent?: string | null };
};

/**
 * A member's own action taken by their family's payer (issue 34) is the payer's, on the member's
 * behalf: actor `payer` (id = the family), `metadata.onBehalfOfStudentId` = the member.
 */
function asPayerWhenActing(entry: AuditEntry): AuditEntry {
  const payer = currentActingPayer();
  if (!payer || entry.actor.type !== 'student' || entry.actor.id !== payer.studentId) return entry;
  return {
    ...entry,
    actor: { type: 'payer', id: payer.familyId },
    metadata: { ...entry.metadata, onBehalfOfStudentId: payer.studentId },
  };
}

/** The audit_logs row of an entry: the diff and the redaction are applied when it is recorded. */
export function auditRow(recorded: AuditEntry): AuditRowPayload {
  const entry = asPayerWhenActing(recorded);
  return {
    teacherId: entry.teacherId,
    actorType: entry.actor.type,
    actorId: entry.actor.id,
    action: entry.action,
    category: entry.category ?? categoryOfAction(entry.action),
    entityType: entry.entity.type,
    entityId: entry.entity.id,
    changes:
      entry.before !== undefined || entry.after !== undefined
        ? (diffChanges(entry.before, entry.after, entry.entity.type) as Prisma.InputJsonObject)
        : undefined,
    metadata: redactMetadata(entry.metadata, entry.entity.type) as Prisma.InputJsonObject | undefined,
    ipAddress: entry.request?.ipAddress ?? null,
    userAgent: entry.request?.userAgent?.slice(0, 512) ?? null,
    requestId: entry.request?.requestId ?? null,
  };
}

/**
 * Records audit entries in the transaction of the change they describe (`client`), through the
 * outbox: they commit with it or not at all, and are appended to `audit_logs` after the commit in
 * the background, so an audit failure never blocks the operation (spec: "Audit writes never block").
 */
export async function recordAudit(client: Prisma.TransactionClient, ...entries: AuditEntry[]): Promise<void> {
  await enqueueEffects(
    client,
    entries.map((entry) => ({ kind: 'audit' as const, payload: auditRow(entry) })),
  );
}

/** Waits for audit entries (and every other effect) being delivered in this process (tests, shutdown). */
export const flushAudits = flushOutbox;
