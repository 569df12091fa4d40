import 'server-only';
import { writeAudit } from '@/lib/audit/write-audit';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { overrideSelect, toOverride } from './override-fields';

type DeleteOverride = { teacherId: string; overrideId: string; meta?: RequestMeta };

/** Removes an override: the date goes back to what the schedules say. */
export async function deleteOverride({ teacherId, overrideId, meta }: DeleteOverride): Promise<void> {
  const removed = await db.$transaction(async (tx) => {
    const row = await tx.availabilityOverride.findFirst({
      where: { id: overrideId, teacherId },
      select: overrideSelect,
    });
    if (!row) throw new NotFoundError('Availability override');
    await tx.availabilityOverride.delete({ where: { id: overrideId } });
    return toOverride(row);
  });
  writeAudit({
    teacherId,
    actor: { type: 'teacher', id: teacherId },
    action: 'availability_override.delete',
    entity: { type: 'availability_override', id: overrideId },
    before: removed,
    request: meta,
  });
}
