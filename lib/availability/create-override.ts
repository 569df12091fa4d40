import 'server-only';
import { writeAudit } from '@/lib/audit/write-audit';
import { db } from '@/lib/core/db';
import type { RequestMeta } from '@/lib/core/request-meta';
import { overrideSelect, toOverride } from './override-fields';
import { fromIsoDate } from './schedule-fields';
import type { TCreateOverrideInput, TOverride } from './schemas';

type CreateOverride = { teacherId: string; input: TCreateOverrideInput; meta?: RequestMeta };

/** A closed day, blocked hours or extra hours on one local date of the teacher. */
export async function createOverride({ teacherId, input, meta }: CreateOverride): Promise<TOverride> {
  const row = await db.availabilityOverride.create({
    data: {
      teacherId,
      date: fromIsoDate(input.date),
      isAvailable: input.isAvailable,
      startTime: input.startTime ?? null,
      endTime: input.endTime ?? null,
      reason: input.reason ?? null,
    },
    select: overrideSelect,
  });
  const override = toOverride(row);
  writeAudit({
    teacherId,
    actor: { type: 'teacher', id: teacherId },
    action: 'availability_override.create',
    entity: { type: 'availability_override', id: override.id },
    after: override,
    request: meta,
  });
  return override;
}
