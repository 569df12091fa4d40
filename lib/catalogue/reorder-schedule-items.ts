import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { ConflictError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { lockCourse } from './lock-course';
import { scheduleItemSelect, toScheduleItem } from './schedule-item-fields';
import type { TScheduleItem } from './schemas';

type ReorderScheduleItems = { teacherId: string; serviceId: string; itemIds: string[]; meta?: RequestMeta };

/**
 * Puts a course's schedule in the order of `itemIds` (sequence 1..n). The list must be exactly the
 * course's items, each once; anything else (an item missing, unknown, of another service) is refused
 * with 409 and nothing changes.
 */
export async function reorderScheduleItems({
  teacherId,
  serviceId,
  itemIds,
  meta,
}: ReorderScheduleItems): Promise<TScheduleItem[]> {
  return transaction(async (tx) => {
    await lockCourse(tx, teacherId, serviceId);
    const items = await tx.serviceScheduleItem.findMany({
      where: { serviceId, teacherId },
      orderBy: [{ sequence: 'asc' }, { createdAt: 'asc' }],
      select: { id: true, sequence: true },
    });
    const known = new Set(items.map((item) => item.id));
    if (itemIds.length !== items.length || !itemIds.every((id) => known.has(id))) {
      throw new ConflictError(
        "The list must contain each of the course's schedule items exactly once; reload and try again",
      );
    }
    const sequenceById = new Map(items.map((item) => [item.id, item.sequence]));
    for (const [index, id] of itemIds.entries()) {
      if (sequenceById.get(id) !== index + 1) {
        await tx.serviceScheduleItem.update({ where: { id }, data: { sequence: index + 1 } });
      }
    }
    const reordered = await tx.serviceScheduleItem.findMany({
      where: { serviceId, teacherId },
      orderBy: { sequence: 'asc' },
      select: scheduleItemSelect,
    });
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'service.schedule.reorder',
      entity: { type: 'service', id: serviceId },
      before: { order: items.map((item) => item.id) },
      after: { order: itemIds },
      request: meta,
    });
    return reordered.map(toScheduleItem);
  });
}
