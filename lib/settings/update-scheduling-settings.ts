import 'server-only';
import { writeAudit } from '@/lib/audit/write-audit';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { schedulingSelect, toSchedulingSettings } from './get-scheduling-settings';
import type { TSchedulingSettings, TUpdateSchedulingInput } from './scheduling-schemas';

type UpdateSchedulingSettings = {
  teacherId: string;
  input: TUpdateSchedulingInput;
  meta?: RequestMeta;
};

/**
 * Changes any subset of the currency, the buffer and the insight targets. Targets sent are merged
 * into the ones in force (defaults included) and the full triple is stored, so the row reads the
 * same whatever the defaults become. The row is locked first: two partial target updates at once
 * must not drop each other's target.
 */
export async function updateSchedulingSettings({
  teacherId,
  input,
  meta,
}: UpdateSchedulingSettings): Promise<TSchedulingSettings> {
  const { before, after } = await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "teachers" WHERE "id" = ${teacherId}::uuid FOR UPDATE`;
    const current = await tx.teacher.findUnique({ where: { id: teacherId }, select: schedulingSelect });
    if (!current) throw new NotFoundError('Teacher');
    const previous = toSchedulingSettings(current);
    const updated = await tx.teacher.update({
      where: { id: teacherId },
      data: {
        defaultCurrency: input.defaultCurrency,
        bufferMinutes: input.bufferMinutes,
        insightTargets: input.insightTargets ? { ...previous.insightTargets, ...input.insightTargets } : undefined,
      },
      select: schedulingSelect,
    });
    return { before: previous, after: toSchedulingSettings(updated) };
  });
  writeAudit({
    teacherId,
    actor: { type: 'teacher', id: teacherId },
    action: 'settings.update_scheduling',
    entity: { type: 'teacher', id: teacherId },
    before,
    after,
    request: meta,
  });
  return after;
}
