import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { NotFoundError, ValidationError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { overrideSelect, toOverride } from './override-fields';
import { overrideShapeIssues } from './override-shape';
import { fromIsoDate } from './schedule-fields';
import type { TOverride, TUpdateOverrideInput } from './schemas';

type UpdateOverride = { teacherId: string; overrideId: string; input: TUpdateOverrideInput; meta?: RequestMeta };

/** Changes an override; the result must still be a closed day, blocked hours or extra hours. */
export async function updateOverride({ teacherId, overrideId, input, meta }: UpdateOverride): Promise<TOverride> {
  return transaction(async (tx) => {
    const { count } = await tx.availabilityOverride.updateMany({
      where: { id: overrideId, teacherId },
      data: { updatedAt: new Date() },
    });
    if (count === 0) throw new NotFoundError('Availability override');
    const current = toOverride(
      await tx.availabilityOverride.findUniqueOrThrow({ where: { id: overrideId }, select: overrideSelect }),
    );
    const issues = overrideShapeIssues({ ...current, ...input });
    if (issues.length) throw new ValidationError('The request is not valid', issues);
    const updated = await tx.availabilityOverride.update({
      where: { id: overrideId },
      data: { ...input, date: fromIsoDate(input.date) },
      select: overrideSelect,
    });
    const after = toOverride(updated);
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'availability_override.update',
      entity: { type: 'availability_override', id: overrideId },
      before: current,
      after,
      request: meta,
    });
    return after;
  });
}
