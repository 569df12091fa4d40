import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { ConflictError, NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { familySelect, ownFamilyWhere, toFamily } from './family-fields';
import type { TFamily } from './schemas';

type AddFamilyMember = { teacherId: string; familyId: string; studentId: string; meta?: RequestMeta };

export const inAnotherFamilyMessage = 'This student already belongs to another family';

/**
 * Makes one of the teacher's students a member of the family. A student belongs to at most one
 * family: one in another family is a 409 (remove them there first); adding a member again changes
 * nothing. Another teacher's family or student (or a deleted student) is a 404. The conditional
 * update (`familyId IS NULL`) is the referee when two families claim the same student at once.
 */
export async function addFamilyMember({ teacherId, familyId, studentId, meta }: AddFamilyMember): Promise<TFamily> {
  return transaction(async (tx) => {
    const family = await tx.family.findFirst({ where: ownFamilyWhere(teacherId, familyId), select: { id: true } });
    if (!family) throw new NotFoundError('Family');
    const { count } = await tx.student.updateMany({
      where: { id: studentId, teacherId, deletedAt: null, familyId: null },
      data: { familyId },
    });
    if (count === 0) {
      const student = await tx.student.findFirst({
        where: { id: studentId, teacherId, deletedAt: null },
        select: { familyId: true },
      });
      if (!student) throw new NotFoundError('Student');
      if (student.familyId !== familyId) throw new ConflictError(inAnotherFamilyMessage);
    } else {
      await recordAudit(tx, {
        teacherId,
        actor: { type: 'teacher', id: teacherId },
        action: 'family.member_add',
        entity: { type: 'family', id: familyId },
        metadata: { studentId },
        request: meta,
      });
    }
    return toFamily(await tx.family.findUniqueOrThrow({ where: { id: familyId }, select: familySelect }));
  });
}
