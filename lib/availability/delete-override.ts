import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { overrideSelect, toOverride } from './override-fields';

type DeleteOverride = { teacherId: string; overrideId: string; meta?: RequestMeta };

/** Removes an override: the date goes back to what the schedules say. */
export async function deleteOverride({ teacherId, overrideId, meta }: DeleteOverride): Promise<void> {
  await transaction(async (tx) => {
    const row = await tx.availabilityOverride.findFirst({
      where: { id: overrideId, teacherId },
      select: overrideSelect,
    });
    if (!row) throw new NotFoundError('Availability override');
    await tx.availabilityOverride.delete({ where: { id: overrideId } });
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'availability_override.delete',
      entity: { type: 'availability_override', id: overrideId },
      before: toOverride(row),
      request: meta,
    });
  });
}
