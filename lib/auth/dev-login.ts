import { recordAudit } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { isProduction } from '@/lib/core/env';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { createSession } from './create-session';

/** Signs in as a teacher without the identity provider: development and demos only. */
export async function devLogin(teacherId: string, meta: RequestMeta) {
  // In production it is not a refused action but a path that does not exist.
  if (isProduction()) throw new NotFoundError('Page');
  const teacher = await db.teacher.findFirst({ where: { id: teacherId, deletedAt: null }, select: { id: true } });
  if (!teacher) throw new NotFoundError('Teacher');
  return transaction(async (tx) => {
    const session = await createSession(
      { role: 'teacher', teacherId: teacher.id },
      { ipAddress: meta.ipAddress, userAgent: meta.userAgent },
      { tx },
    );
    await recordAudit(tx, {
      teacherId: teacher.id,
      actor: { type: 'teacher', id: teacher.id },
      action: 'auth.dev_login',
      entity: { type: 'teacher', id: teacher.id },
      request: meta,
    });
    return session;
  });
}
