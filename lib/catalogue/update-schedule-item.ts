import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { NotFoundError, ValidationError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { lockCourse } from './lock-course';
import { durationFor, scheduleItemSelect, toScheduleItem } from './schedule-item-fields';
import type { TScheduleItem, TUpdateScheduleItemInput } from './schemas';

type UpdateScheduleItem = {
  teacherId: string;
  serviceId: string;
  itemId: string;
  input: TUpdateScheduleItemInput;
  meta?: RequestMeta;
};

/** Edits an item of a course's schedule; a live session keeps needing a duration, a milestone has none. */
export async function updateScheduleItem({
  teacherId,
  serviceId,
  itemId,
  input,
  meta,
}: UpdateScheduleItem): Promise<TScheduleItem> {
  return transaction(async (tx) => {
    await lockCourse(tx, teacherId, serviceId);
    const current = await tx.serviceScheduleItem.findFirst({
      where: { id: itemId, serviceId, teacherId },
      select: scheduleItemSelect,
    });
    if (!current) throw new NotFoundError('Schedule item');
    const type = input.type ?? current.type;
    const { duration: sent, ...fields } = input;
    const duration = sent === undefined ? current.durationMinutes : sent;
    if (type === 'live_session' && duration == null) {
      throw new ValidationError('The request is not valid', [
        { path: 'duration', message: 'A live session needs a duration' },
      ]);
    }
    const updated = await tx.serviceScheduleItem.update({
      where: { id: itemId },
      data: { ...fields, durationMinutes: durationFor(type, duration) },
      select: scheduleItemSelect,
    });
    const after = toScheduleItem(updated);
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'service.schedule.update',
      entity: { type: 'service_schedule_item', id: itemId },
      before: toScheduleItem(current),
      after,
      metadata: { serviceId },
      request: meta,
    });
    return after;
  });
}
