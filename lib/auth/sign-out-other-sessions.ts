import { recordAudit } from '@/lib/audit/record-audit';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { endOtherTeacherSessions } from './end-other-sessions';

/** Settings: "sign out everywhere else". Keeps the session making the request. */
export async function signOutOtherSessions({
  teacherId,
  currentKey,
  meta,
}: {
  teacherId: string;
  currentKey: string;
  meta: RequestMeta;
}) {
  return transaction(async (tx) => {
    const ended = await endOtherTeacherSessions(teacherId, currentKey, tx);
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'auth.sessions_end_others',
      entity: { type: 'teacher', id: teacherId },
      metadata: { ended },
      request: meta,
    });
    return { ended };
  });
}
