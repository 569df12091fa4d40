import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { schedulingSelect, toSchedulingSettings } from './get-scheduling-settings';
import type { TSchedulingSettings, TUpdateSchedulingInput } from './scheduling-schemas';

type UpdateSchedulingSettings = {
  teacherId: string;
  input: TUpdateSchedulingInput;
  meta?: RequestMeta;
};

/**
 * Changes any subset of the currency, the tax rate, the buffer and the insight targets. Targets sent are merged
 * into the ones in force (defaults included) and the full triple is stored, so the row reads the
 * same whatever the defaults become. The row is locked first: two partial target updates at once
 * must not drop each other's target.
 */
export async function updateSchedulingSettings({
  teacherId,
  input,
  meta,
}: UpdateSchedulingSettings): Promise<TSchedulingSettings> {
  return transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "teachers" WHERE "id" = ${teacherId}::uuid FOR UPDATE`;
    const current = await tx.teacher.findUnique({ where: { id: teacherId }, select: schedulingSelect });
    if (!current) throw new NotFoundError('Teacher');
    const previous = toSchedulingSettings(current);
    const updated = await tx.teacher.update({
      where: { id: teacherId },
      data: {
        defaultCurrency: input.defaultCurrency,
        taxRate: input.taxRate,
        bufferMinutes: input.bufferMinutes,
        insightTargets: input.insightTargets ? { ...previous.insightTargets, ...input.insightTargets } : undefined,
      },
      select: schedulingSelect,
    });
    const after = toSchedulingSettings(updated);
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'settings.update_scheduling',
      entity: { type: 'teacher', id: teacherId },
      before: previous,
      after,
      request: meta,
    });
    return after;
  });
}
