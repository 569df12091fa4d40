import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { ownFamilyWhere } from './family-fields';

type RemoveFamilyMember = { teacherId: string; familyId: string; studentId: string; meta?: RequestMeta };

/**
 * Takes a student out of the family: they stay the teacher's student, on their own. The payer's
 * sign-ins acting for them and the payer's unused links to them end, so the payer no longer reaches
 * them. A student who is not a member of this family of the teacher is a 404.
 */
export async function removeFamilyMember({ teacherId, familyId, studentId, meta }: RemoveFamilyMember) {
  await transaction(async (tx) => {
    const family = await tx.family.findFirst({ where: ownFamilyWhere(teacherId, familyId), select: { id: true } });
    if (!family) throw new NotFoundError('Family');
    const { count } = await tx.student.updateMany({
      where: { id: studentId, teacherId, familyId },
      data: { familyId: null },
    });
    if (count === 0) throw new NotFoundError('Family member');
    await tx.authSession.deleteMany({ where: { familyId, studentId } });
    await tx.magicLinkToken.deleteMany({ where: { familyId, studentId } });
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'family.member_remove',
      entity: { type: 'family', id: familyId },
      metadata: { studentId },
      request: meta,
    });
  });
}
