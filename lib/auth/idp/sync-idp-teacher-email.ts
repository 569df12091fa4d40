import { recordAudit } from '@/lib/audit/record-audit';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { ensureEmailUnclaimed } from './ensure-email-unclaimed';
import { idpTeacherFields, type IdpTeacher } from './idp-teacher';

/**
 * The Google account's e-mail changed since the last sign-in: the teacher's e-mail follows it, since
 * Google has just verified the new address for this same subject. The caller ends the teacher's
 * other sessions (an account change, spec Authentication 8).
 */
export async function syncIdpTeacherEmail(teacher: IdpTeacher, email: string, meta: RequestMeta): Promise<IdpTeacher> {
  await ensureEmailUnclaimed(email, teacher.id);
  return transaction(async (tx) => {
    const updated = await tx.teacher.update({ where: { id: teacher.id }, data: { email }, select: idpTeacherFields });
    await recordAudit(tx, {
      teacherId: teacher.id,
      actor: { type: 'teacher', id: teacher.id },
      action: 'teacher.update',
      entity: { type: 'teacher', id: teacher.id },
      before: { email: teacher.email },
      after: { email },
      metadata: { source: 'idp' },
      request: meta,
    });
    return updated;
  });
}
