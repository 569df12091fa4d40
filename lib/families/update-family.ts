import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { ConflictError, NotFoundError } from '@/lib/core/errors';
import { isUniqueViolation } from '@/lib/core/prisma-errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { payerTakenMessage } from './create-family';
import { auditedFamily, familySelect, ownFamilyWhere, toFamily } from './family-fields';
import type { TFamily, TUpdateFamilyInput } from './schemas';

type UpdateFamily = { teacherId: string; familyId: string; input: TUpdateFamilyInput; meta?: RequestMeta };

/**
 * Changes the family's name and any of the payer's name, e-mail (lower-cased) and phone. An e-mail
 * another family of the teacher has is a 409; another teacher's family a 404.
 */
export async function updateFamily({ teacherId, familyId, input, meta }: UpdateFamily): Promise<TFamily> {
  const current = await db.family.findFirst({ where: ownFamilyWhere(teacherId, familyId), select: familySelect });
  if (!current) throw new NotFoundError('Family');
  const before = toFamily(current);
  try {
    return await transaction(async (tx) => {
      const { count } = await tx.family.updateMany({
        where: ownFamilyWhere(teacherId, familyId),
        data: {
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.payer?.name !== undefined ? { payerName: input.payer.name } : {}),
          ...(input.payer?.email !== undefined ? { payerEmail: input.payer.email } : {}),
          ...(input.payer?.phone !== undefined ? { payerPhone: input.payer.phone } : {}),
          updatedAt: new Date(),
        },
      });
      if (count === 0) throw new NotFoundError('Family'); // deleted meanwhile
      const after = toFamily(await tx.family.findUniqueOrThrow({ where: { id: familyId }, select: familySelect }));
      await recordAudit(tx, {
        teacherId,
        actor: { type: 'teacher', id: teacherId },
        action: 'family.update',
        entity: { type: 'family', id: familyId },
        before: auditedFamily(before),
        after: auditedFamily(after),
        request: meta,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(payerTakenMessage);
    throw error;
  }
}
