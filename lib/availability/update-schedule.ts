import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { NotFoundError, ValidationError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { fromIsoDate, scheduleSelect, toSchedule } from './schedule-fields';
import { scheduleShapeIssues } from './schedule-shape';
import type { TSchedule, TUpdateScheduleInput } from './schemas';

type UpdateSchedule = { teacherId: string; scheduleId: string; input: TUpdateScheduleInput; meta?: RequestMeta };

/**
 * Changes a schedule; `rules`, when sent, replace all its rules. The validity dates are checked on the
 * schedule as it will be. The row is locked first, so two concurrent rule replacements cannot mix.
 */
export async function updateSchedule({ teacherId, scheduleId, input, meta }: UpdateSchedule): Promise<TSchedule> {
  const { rules, validFrom, validUntil, ...fields } = input;
  return transaction(async (tx) => {
    const { count } = await tx.availabilitySchedule.updateMany({
      where: { id: scheduleId, teacherId },
      data: { updatedAt: new Date() },
    });
    if (count === 0) throw new NotFoundError('Availability schedule');
    const current = toSchedule(
      await tx.availabilitySchedule.findUniqueOrThrow({ where: { id: scheduleId }, select: scheduleSelect }),
    );
    const issues = scheduleShapeIssues({
      validFrom: validFrom === undefined ? current.validFrom : validFrom,
      validUntil: validUntil === undefined ? current.validUntil : validUntil,
    });
    if (issues.length) throw new ValidationError('The request is not valid', issues);
    if (rules) await tx.availabilityRule.deleteMany({ where: { scheduleId } });
    const updated = await tx.availabilitySchedule.update({
      where: { id: scheduleId },
      data: {
        ...fields,
        validFrom: fromIsoDate(validFrom),
        validUntil: fromIsoDate(validUntil),
        ...(rules ? { rules: { create: rules } } : {}),
      },
      select: scheduleSelect,
    });
    const after = toSchedule(updated);
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'availability_schedule.update',
      entity: { type: 'availability_schedule', id: scheduleId },
      before: current,
      after,
      request: meta,
    });
    return after;
  });
}
