import 'server-only';
import { writeAudit } from '@/lib/audit/write-audit';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { ownStudentWhere } from './student-fields';

type DeleteStudent = { teacherId: string; studentId: string; meta?: RequestMeta; now?: Date };

/**
 * Soft delete: `deletedAt` is set and nothing else changes, so enrollments, sessions and payments
 * keep their history. From then on the student is out of every list, cannot sign in (sessions
 * resolve only for non-deleted students), and session queries show them through
 * `displayStudent` as "Deleted student" without contact details.
 */
export async function deleteStudent({ teacherId, studentId, meta, now = new Date() }: DeleteStudent): Promise<void> {
  const { count } = await db.student.updateMany({
    where: ownStudentWhere(teacherId, studentId),
    data: { deletedAt: now },
  });
  if (count === 0) throw new NotFoundError('Student');
  writeAudit({
    teacherId,
    actor: { type: 'teacher', id: teacherId },
    action: 'student.delete',
    entity: { type: 'student', id: studentId },
    before: { deletedAt: null },
    after: { deletedAt: now },
    request: meta,
  });
}
