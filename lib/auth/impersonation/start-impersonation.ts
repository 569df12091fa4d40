import { recordAudit } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { createSession } from '../create-session';

/** Spec: 30 minutes (the later security remediation), fixed, never sliding. */
export const impersonationLifetimeSeconds = 30 * 60;

/** A student session held by the teacher, for seeing the portal as that student sees it. */
export async function startImpersonation({
  teacherId,
  studentId,
  meta,
}: {
  teacherId: string;
  studentId: string;
  meta: RequestMeta;
}) {
  const student = await db.student.findFirst({
    where: { id: studentId, teacherId, deletedAt: null },
    select: { id: true },
  });
  if (!student) throw new NotFoundError('Student');
  return transaction(async (tx) => {
    const session = await createSession(
      { role: 'student', studentId: student.id, impersonatorTeacherId: teacherId },
      { ipAddress: meta.ipAddress, userAgent: meta.userAgent },
      { lifetimeSeconds: impersonationLifetimeSeconds, fixedExpiry: true, tx },
    );
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'auth.impersonation_start',
      entity: { type: 'student', id: student.id },
      request: meta,
    });
    return session;
  });
}
