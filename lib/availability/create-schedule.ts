import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { fromIsoDate, scheduleSelect, toSchedule } from './schedule-fields';
import type { TCreateScheduleInput, TSchedule } from './schemas';

type CreateSchedule = { teacherId: string; input: TCreateScheduleInput; meta?: RequestMeta };

/** A new schedule with its weekly rules; its zone defaults to the teacher's. */
export async function createSchedule({ teacherId, input, meta }: CreateSchedule): Promise<TSchedule> {
  const teacher = await db.teacher.findFirst({ where: { id: teacherId, deletedAt: null }, select: { timezone: true } });
  if (!teacher) throw new NotFoundError('Teacher');
  return transaction(async (tx) => {
    const row = await tx.availabilitySchedule.create({
      data: {
        teacherId,
        name: input.name,
        isActive: input.isActive,
        validFrom: fromIsoDate(input.validFrom),
        validUntil: fromIsoDate(input.validUntil),
        timezone: input.timezone ?? teacher.timezone,
        rules: { create: input.rules },
      },
      select: scheduleSelect,
    });
    const schedule = toSchedule(row);
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'availability_schedule.create',
      entity: { type: 'availability_schedule', id: schedule.id },
      after: schedule,
      request: meta,
    });
    return schedule;
  });
}
