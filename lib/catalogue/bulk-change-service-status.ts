import 'server-only';
import { recordAudit, type AuditEntry } from '@/lib/audit/record-audit';
import type { ServiceStatus } from '@/generated/prisma/enums';
import { db } from '@/lib/core/db';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { canTransition, serviceTransitions } from './change-service-status';
import type { TBulkStatusResult } from './schemas';

type BulkChangeServiceStatus = {
  teacherId: string;
  serviceIds: string[];
  action: 'publish' | 'pause';
  meta?: RequestMeta;
};

/**
 * Bulk publish (draft or paused -> active) or bulk pause (active -> paused). Applies only to the
 * services in an allowed state and reports the rest as skipped: `not_found` (missing, deleted or
 * another teacher's) or `invalid_state` with the status that stopped it. Each write is a
 * compare-and-set per previous status, so the audit entry knows exactly where a service came from.
 */
export async function bulkChangeServiceStatus({
  teacherId,
  serviceIds,
  action,
  meta,
}: BulkChangeServiceStatus): Promise<TBulkStatusResult> {
  const ids = [...new Set(serviceIds)];
  const { to } = serviceTransitions[action];
  const found = await db.service.findMany({
    where: { teacherId, deletedAt: null, id: { in: ids } },
    select: { id: true, status: true },
  });
  const statusById = new Map(found.map((service) => [service.id, service.status]));

  const eligibleByStatus = new Map<ServiceStatus, string[]>();
  for (const { id, status } of found) {
    if (canTransition(action, status)) eligibleByStatus.set(status, [...(eligibleByStatus.get(status) ?? []), id]);
  }
  const previousStatus = new Map<string, ServiceStatus>();
  await transaction(async (tx) => {
    for (const [status, group] of eligibleByStatus) {
      const moved = await tx.service.updateManyAndReturn({
        where: { teacherId, deletedAt: null, id: { in: group }, status },
        data: { status: to },
        select: { id: true },
      });
      for (const { id } of moved) previousStatus.set(id, status);
    }
    await recordAudit(
      tx,
      ...ids
        .filter((id) => previousStatus.has(id))
        .map((id): AuditEntry => ({
          teacherId,
          actor: { type: 'teacher', id: teacherId },
          action: `service.${action}`,
          entity: { type: 'service', id },
          before: { status: previousStatus.get(id) },
          after: { status: to },
          metadata: { bulk: true },
          request: meta,
        })),
    );
  });

  const result: TBulkStatusResult = { updated: [], skipped: [] };
  for (const id of ids) {
    const status = statusById.get(id);
    if (previousStatus.has(id)) {
      result.updated.push(id);
    } else if (status) {
      result.skipped.push({ id, reason: 'invalid_state', status });
    } else {
      result.skipped.push({ id, reason: 'not_found' });
    }
  }
  return result;
}
