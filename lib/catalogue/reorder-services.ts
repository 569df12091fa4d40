import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { ConflictError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';

type ReorderServices = { teacherId: string; serviceIds: string[]; meta?: RequestMeta };

/**
 * Drag-and-drop order: `serviceIds` is the teacher's whole list of services (deleted ones aside) in
 * the new order, and sortOrder becomes each one's position, in one transaction. A list that is not
 * exactly the teacher's services (one missing, one unknown or another teacher's) is refused with 409
 * and changes nothing.
 */
export async function reorderServices({ teacherId, serviceIds, meta }: ReorderServices) {
  const current = await db.service.findMany({
    where: { teacherId, deletedAt: null },
    orderBy: [{ sortOrder: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true, sortOrder: true },
  });
  const known = new Set(current.map((service) => service.id));
  if (serviceIds.length !== current.length || !serviceIds.every((id) => known.has(id))) {
    throw new ConflictError('The list must contain each of your services exactly once; reload and try again');
  }
  const sortOrderById = new Map(current.map((service) => [service.id, service.sortOrder]));
  await transaction(async (tx) => {
    for (const [position, id] of serviceIds.entries()) {
      if (sortOrderById.get(id) !== position) {
        await tx.service.updateMany({ where: { id, teacherId, deletedAt: null }, data: { sortOrder: position } });
      }
    }
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'service.reorder',
      entity: { type: 'service', id: null },
      before: { order: current.map((service) => service.id) },
      after: { order: serviceIds },
      request: meta,
    });
  });
  return { serviceIds };
}
