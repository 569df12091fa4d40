import { db } from '@/lib/core/db';
import { log } from '@/lib/core/log';
import type { AuditActorType, Prisma } from '@/generated/prisma/client';
import { diffChanges, redactMetadata } from './diff-changes';

export type AuditEntry = {
  teacherId: string | null;
  actor: { type: AuditActorType; id: string | null };
  action: string;
  entity: { type: string; id: string | null };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  metadata?: Record<string, unknown>;
  request?: { requestId?: string; ipAddress?: string | null; userAgent?: string | null };
};

const pending = new Set<Promise<void>>();

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
