import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { overrideSelect, toOverride } from './override-fields';
import { fromIsoDate } from './schedule-fields';
import type { TCreateOverrideInput, TOverride } from './schemas';

type CreateOverride = { teacherId: string; input: TCreateOverrideInput; meta?: RequestMeta };

/** A closed day, blocked hours or extra hours on one local date of the teacher. */
export async function createOverride({ teacherId, input, meta }: CreateOverride): Promise<TOverride> {
  return transaction(async (tx) => {
    const row = await tx.availabilityOverride.create({
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
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'availability_override.create',
      entity: { type: 'availability_override', id: override.id },
      after: override,
      request: meta,
    });
    return override;
  });
}
