import { recordAudit } from '@/lib/audit/record-audit';
import { ConflictError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { destroySession } from '../destroy-session';
import { resolveSession } from '../resolve-session';

/**
 * Ends the impersonation session and hands back the teacher's own session id (kept in
 * `svc_teacher_session`), provided it is still valid and belongs to the impersonating teacher.
 */
export async function stopImpersonation({
  studentSessionId,
  teacherSessionId,
  meta,
}: {
  studentSessionId: string | undefined;
  teacherSessionId: string | undefined;
  meta: RequestMeta;
}): Promise<{ teacherSessionId: string | null }> {
  const current = await resolveSession(studentSessionId);
  const impersonatorId = current?.role === 'student' ? current.impersonatorTeacherId : null;
  if (!current || current.role !== 'student' || !impersonatorId) {
    throw new ConflictError('You are not impersonating a student', 'INVALID_STATE');
  }
  await transaction(async (tx) => {
    await destroySession(studentSessionId, tx);
    await recordAudit(tx, {
      teacherId: impersonatorId,
      actor: { type: 'teacher', id: impersonatorId },
      action: 'auth.impersonation_stop',
      entity: { type: 'student', id: current.student.id },
      request: meta,
    });
  });
  const teacher = await resolveSession(teacherSessionId);
  const restored = teacher?.role === 'teacher' && teacher.teacher.id === impersonatorId;
  return { teacherSessionId: restored ? teacherSessionId! : null };
}
