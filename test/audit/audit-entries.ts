/** Set-up shared by the audit tests (test-only): entries written straight to audit_logs, any age. */
import { randomUUID } from 'node:crypto';
import type { Prisma } from '@/generated/prisma/client';
import { db } from '@/lib/core/db';
import { categoryOfAction } from '@/lib/audit/audit-retention';

export type TestAuditEntry = Partial<Prisma.AuditLogCreateManyInput> & { action: string };

/** Inserts entries (class from the action unless given), returning them in the order given. */
export async function insertAuditEntries(teacherId: string | null, entries: TestAuditEntry[]) {
  const rows = entries.map((entry) => ({
    id: randomUUID(),
    teacherId,
    actorType: 'teacher' as const,
    actorId: teacherId,
    entityType: entry.action.split('.')[0]!,
    entityId: randomUUID(),
    category: categoryOfAction(entry.action),
    ...entry,
  }));
  await db.auditLog.createMany({ data: rows });
  return rows;
}

export const yearsAgo = (years: number, now = new Date()) => new Date(now.getTime() - years * 365.25 * 24 * 3600_000);
