import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import type { Prisma } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { enqueueDriveCopies } from '@/lib/drive/enqueue-drive-copies';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { listSessionMaterials } from './list-session-materials';
import type { TSessionMaterials } from './session-material-schemas';

/** Throws 404 unless the session is the teacher's. */
export async function assertOwnSession(tx: Prisma.TransactionClient, teacherId: string, sessionId: string) {
  const session = await tx.session.findFirst({ where: { id: sessionId, teacherId }, select: { id: true } });
  if (!session) throw new NotFoundError('Session');
}

/**
 * Links resources (already checked to be the teacher's) to a session inside the caller's
 * transaction and returns the ids that were not linked yet. Only those count a use: the insert
 * skips existing pairs (ON CONFLICT DO NOTHING), so a repeat or a concurrent twin counts nothing.
 */
export async function attachResources(
  tx: Prisma.TransactionClient,
  { teacherId, sessionId, resourceIds }: { teacherId: string; sessionId: string; resourceIds: string[] },
): Promise<string[]> {
  if (resourceIds.length === 0) return [];
  // One millisecond apart: the session lists its resources by link time, so they keep the order given
  // (a template's resources in the template's order) instead of ties broken by id.
  const linkedAt = Date.now();
  const created = await tx.sessionResource.createManyAndReturn({
    data: resourceIds.map((resourceId, index) => ({ sessionId, resourceId, createdAt: new Date(linkedAt + index) })),
    skipDuplicates: true,
    select: { resourceId: true },
  });
  const linked = created.map((row) => row.resourceId);
  if (linked.length > 0) {
    await tx.resource.updateMany({ where: { id: { in: linked }, teacherId }, data: { usageCount: { increment: 1 } } });
    // Drive resources go to the student's Drive folder after the commit (when the teacher turned it on).
    await enqueueDriveCopies(tx, { teacherId, sessionId, resourceIds: linked });
  }
  return linked;
}

/**
 * Links resources of the teacher to a session of the teacher. Every id must be an own, not deleted
 * resource, else 404 and nothing is linked. Already linked resources are left as they are.
 */
export async function linkSessionResources({
  teacherId,
  sessionId,
  resourceIds,
  meta,
}: {
  teacherId: string;
  sessionId: string;
  resourceIds: string[];
  meta?: RequestMeta;
}): Promise<TSessionMaterials> {
  const ids = [...new Set(resourceIds)];
  return transaction(async (tx) => {
    await assertOwnSession(tx, teacherId, sessionId);
    const found = await tx.resource.count({ where: { id: { in: ids }, teacherId, deletedAt: null } });
    if (found !== ids.length) throw new NotFoundError('Resource');
    const linked = await attachResources(tx, { teacherId, sessionId, resourceIds: ids });
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'session.link_resources',
      entity: { type: 'session', id: sessionId },
      metadata: { resourceIds: linked, alreadyLinked: ids.filter((id) => !linked.includes(id)) },
      request: meta,
    });
    return listSessionMaterials({ teacherId, sessionId }, tx);
  });
}
