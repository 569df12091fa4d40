import 'server-only';
import { AuditCategory } from '@/generated/prisma/enums';
import { db } from '@/lib/core/db';
import { retentionCutoff } from './audit-retention';

/** Rows per DELETE: short statements keep locks and WAL bursts small on a large log. */
export const auditCleanupBatchSize = 5_000;

export type AuditCleanupResult = Record<AuditCategory, number> & { total: number };

/**
 * Deletes the audit entries past their class's retention (financial 7 years, student 3 years,
 * general 1 year, other 6 months), in batches of `batchSize`, each batch in its own transaction that
 * marks itself as the retention job (`SET LOCAL lektio.audit_retention`): the trigger of migration
 * `audit_log_guard` refuses every other delete. Idempotent: a second run finds nothing to delete.
 * Each batch walks the (category, createdAt) index.
 */
export async function cleanupAuditLog({
  now = new Date(),
  batchSize = auditCleanupBatchSize,
}: { now?: Date; batchSize?: number } = {}): Promise<AuditCleanupResult> {
  const result = { financial: 0, student: 0, general: 0, other: 0, total: 0 };
  for (const category of Object.values(AuditCategory)) {
    const cutoff = retentionCutoff(category, now);
    for (;;) {
      const deleted = await db.$transaction(async (tx) => {
        await tx.$executeRaw`SET LOCAL lektio.audit_retention = 'on'`;
        return tx.$executeRaw`
          DELETE FROM "audit_logs" WHERE "id" IN (
            SELECT "id" FROM "audit_logs"
            WHERE "category" = ${category}::"AuditCategory" AND "createdAt" < ${cutoff}
            LIMIT ${batchSize}
          )`;
      });
      result[category] += deleted;
      result.total += deleted;
      if (deleted < batchSize) break;
    }
  }
  return result;
}
