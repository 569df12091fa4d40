import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { ownStudentWhere } from './student-fields';

type DeleteStudent = { teacherId: string; studentId: string; meta?: RequestMeta; now?: Date };

/**
 * Soft delete: `deletedAt` is set and nothing else changes, so enrollments, sessions and payments
 * keep their history. From then on the student is out of every list, cannot sign in (sessions
 * resolve only for non-deleted students), and session queries show them through
 * `displayStudent` as "Deleted student" without contact details.
 */
export async function deleteStudent({ teacherId, studentId, meta, now = new Date() }: DeleteStudent): Promise<void> {
  await transaction(async (tx) => {
    const { count } = await tx.student.updateMany({
      where: ownStudentWhere(teacherId, studentId),
      data: { deletedAt: now },
    });
    if (count === 0) throw new NotFoundError('Student');
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'student.delete',
      entity: { type: 'student', id: studentId },
      before: { deletedAt: null },
      after: { deletedAt: now },
      request: meta,
    });
  });
}
