import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import type { TSessionContent, TSessionContentInput } from './session-schemas';

const contentSelect = { id: true, teacherNotes: true, summary: true, homework: true, meetingUrl: true } as const;

/** Notes, summary, homework and meeting link of a session of the teacher, in any state. */
export async function updateSessionContent({
  teacherId,
  sessionId,
  input,
  meta,
}: {
  teacherId: string;
  sessionId: string;
  input: TSessionContentInput;
  meta?: RequestMeta;
}): Promise<TSessionContent> {
  return transaction(async (tx) => {
    const [row] = await tx.session.updateManyAndReturn({
      where: { id: sessionId, teacherId },
      data: input,
      select: contentSelect,
    });
    if (!row) throw new NotFoundError('Session');
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'session.update_content',
      entity: { type: 'session', id: sessionId },
      metadata: { fields: Object.keys(input) },
      request: meta,
    });
    return row;
  });
}
