import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { ConflictError } from '@/lib/core/errors';
import { isUniqueViolation } from '@/lib/core/prisma-errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { auditedFamily, familySelect, toFamily } from './family-fields';
import type { TCreateFamilyInput, TFamily } from './schemas';

type CreateFamily = { teacherId: string; input: TCreateFamilyInput; meta?: RequestMeta };

export const payerTakenMessage = 'Another of your families already has this payer e-mail';

/**
 * A new family without members. The payer's e-mail is stored lower-cased; a second family of the
 * teacher with the same payer e-mail is a 409 (the unique index is the referee under concurrency).
 */
export async function createFamily({ teacherId, input, meta }: CreateFamily): Promise<TFamily> {
  try {
    return await transaction(async (tx) => {
      const row = await tx.family.create({
        data: {
          teacherId,
          name: input.name,
          payerName: input.payer.name,
          payerEmail: input.payer.email,
          payerPhone: input.payer.phone ?? null,
        },
        select: familySelect,
      });
      const family = toFamily(row);
      await recordAudit(tx, {
        teacherId,
        actor: { type: 'teacher', id: teacherId },
        action: 'family.create',
        entity: { type: 'family', id: family.id },
        after: auditedFamily(family),
        request: meta,
      });
      return family;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(payerTakenMessage);
    throw error;
  }
}
