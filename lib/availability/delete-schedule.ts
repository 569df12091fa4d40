import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { scheduleSelect, toSchedule } from './schedule-fields';

type DeleteSchedule = { teacherId: string; scheduleId: string; meta?: RequestMeta };

/**
 * Deletes a schedule and its rules. Booked sessions stay booked: availability only decides what is
 * offered from now on.
 */
export async function deleteSchedule({ teacherId, scheduleId, meta }: DeleteSchedule): Promise<void> {
  await transaction(async (tx) => {
    const row = await tx.availabilitySchedule.findFirst({
      where: { id: scheduleId, teacherId },
      select: scheduleSelect,
    });
    if (!row) throw new NotFoundError('Availability schedule');
    await tx.availabilitySchedule.delete({ where: { id: scheduleId } });
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'availability_schedule.delete',
      entity: { type: 'availability_schedule', id: scheduleId },
      before: toSchedule(row),
      request: meta,
    });
  });
}
