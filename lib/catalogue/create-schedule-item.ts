import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { lockCourse } from './lock-course';
import { durationFor, scheduleItemSelect, toScheduleItem } from './schedule-item-fields';
import type { TCreateScheduleItemInput, TScheduleItem } from './schemas';

type CreateScheduleItem = { teacherId: string; serviceId: string; input: TCreateScheduleItemInput; meta?: RequestMeta };

/** Appends an item to a course's schedule (next sequence number). */
export async function createScheduleItem({
  teacherId,
  serviceId,
  input,
  meta,
}: CreateScheduleItem): Promise<TScheduleItem> {
  return transaction(async (tx) => {
    await lockCourse(tx, teacherId, serviceId);
    const { _max } = await tx.serviceScheduleItem.aggregate({ where: { serviceId }, _max: { sequence: true } });
    const item = await tx.serviceScheduleItem.create({
      data: {
        teacherId,
        serviceId,
        sequence: (_max.sequence ?? 0) + 1,
        type: input.type,
        title: input.title,
        description: input.description ?? null,
        durationMinutes: durationFor(input.type, input.duration),
        isOptional: input.isOptional ?? false,
      },
      select: scheduleItemSelect,
    });
    const created = toScheduleItem(item);
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'service.schedule.create',
      entity: { type: 'service_schedule_item', id: created.id },
      after: created,
      metadata: { serviceId },
      request: meta,
    });
    return created;
  });
}
