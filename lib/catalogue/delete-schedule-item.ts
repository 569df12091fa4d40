import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { lockCourse } from './lock-course';
import { scheduleItemSelect, toScheduleItem } from './schedule-item-fields';

type DeleteScheduleItem = { teacherId: string; serviceId: string; itemId: string; meta?: RequestMeta };

/** Removes an item from a course's schedule; the items after it move up one, so sequences stay 1..n. */
export async function deleteScheduleItem({ teacherId, serviceId, itemId, meta }: DeleteScheduleItem): Promise<void> {
  await transaction(async (tx) => {
    await lockCourse(tx, teacherId, serviceId);
    const item = await tx.serviceScheduleItem.findFirst({
      where: { id: itemId, serviceId, teacherId },
      select: scheduleItemSelect,
    });
    if (!item) throw new NotFoundError('Schedule item');
    await tx.serviceScheduleItem.delete({ where: { id: itemId } });
    await tx.serviceScheduleItem.updateMany({
      where: { serviceId, sequence: { gt: item.sequence } },
      data: { sequence: { decrement: 1 } },
    });
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'service.schedule.delete',
      entity: { type: 'service_schedule_item', id: itemId },
      before: toScheduleItem(item),
      metadata: { serviceId },
      request: meta,
    });
  });
}
