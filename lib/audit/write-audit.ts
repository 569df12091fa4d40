import { db } from '@/lib/core/db';
import { log } from '@/lib/core/log';
import type { AuditActorType, AuditCategory, Prisma } from '@/generated/prisma/client';
import { diffChanges, redactMetadata } from './diff-changes';

export type AuditEntry = {
  teacherId: string | null;
  actor: { type: AuditActorType; id: string | null };
  action: string;
  entity: { type: string; id: string | null };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  metadata?: Record<string, unknown>;
  /** Retention class; derived from the action when omitted (see auditCategoryFor). */
  category?: AuditCategory;
  request?: { requestId?: string; ipAddress?: string | null; userAgent?: string | null };
};

const pending = new Set<Promise<void>>();

const financialPrefixes = ['payment.', 'refund.', 'dispute.', 'enrollment.', 'discount_code.', 'psp.', 'subscription.'];
const studentPrefixes = ['student.', 'session.', 'contact_log.', 'lifecycle.', 'review.'];

/** Spec retention: financial 7 years, student 3 years, general 1 year; the action names the class. */
export function auditCategoryFor(action: string): AuditCategory {
  if (financialPrefixes.some((prefix) => action.startsWith(prefix))) return 'financial';
  if (studentPrefixes.some((prefix) => action.startsWith(prefix))) return 'student';
  return 'general';
}

/**
 * Queues an append to `audit_logs` and returns at once: an audit failure is logged, never
 * thrown, and never holds up the operation it records (spec: "Audit writes never block").
 */
export function writeAudit(entry: AuditEntry): void {
  const write = db.auditLog
    .create({
      data: {
        teacherId: entry.teacherId,
        actorType: entry.actor.type,
        actorId: entry.actor.id,
        action: entry.action,
        category: entry.category ?? auditCategoryFor(entry.action),
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
      },
    })
    .then(
      () => undefined,
      (error: unknown) => log.error({ err: error, action: entry.action }, 'audit write failed'),
    )
    .finally(() => pending.delete(write));
  pending.add(write);
}

/** Waits for queued audit writes (tests, graceful shutdown). */
export async function flushAudits(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}
