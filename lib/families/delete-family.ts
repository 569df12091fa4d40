import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { ownFamilyWhere } from './family-fields';

type DeleteFamily = { teacherId: string; familyId: string; meta?: RequestMeta };

/**
 * Deletes the family record: its members stay the teacher's students, on their own again
 * (`familyId` set to NULL by the foreign key), and the payer's sign-ins and links end with it
 * (cascade). Their lessons, payments and invoices are the members' and are untouched. To erase the
 * payer's and the members' data, use the erasure (lib/privacy/erase-family.ts).
 */
export async function deleteFamily({ teacherId, familyId, meta }: DeleteFamily): Promise<void> {
  await transaction(async (tx) => {
    const family = await tx.family.findFirst({
      where: ownFamilyWhere(teacherId, familyId),
      select: { id: true, _count: { select: { members: true } } },
    });
    if (!family) throw new NotFoundError('Family');
    await tx.family.deleteMany({ where: ownFamilyWhere(teacherId, familyId) });
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'family.delete',
      entity: { type: 'family', id: familyId },
      metadata: { members: family._count.members },
      request: meta,
    });
  });
}
