import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { ConflictError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { findOwnSession } from './find-own-session';
import type { THomeworkDoneInput } from './schemas';
import { homeworkDoneAt, studentPlace, type StudentRef } from './student-session-fields';

/**
 * The student marks the homework of one of their sessions done (`done: true` sets homeworkDoneAt to
 * now, keeping an earlier mark) or open again (`false` clears it). The primary student's mark is on
 * the session, a participant's on their own participant row, so in a group each student marks their
 * own. A session without homework is 409 INVALID_STATE; another student's session is 404.
 */
export async function setHomeworkDone({
  student,
  sessionId,
  input,
  meta,
  now = new Date(),
}: {
  student: StudentRef;
  sessionId: string;
  input: THomeworkDoneInput;
  meta?: RequestMeta;
  now?: Date;
}): Promise<{ sessionId: string; homeworkDoneAt: string | null }> {
  return transaction(async (tx) => {
    const session = await findOwnSession(tx, student, sessionId);
    if (!session.homework) throw new ConflictError('This session has no homework to mark', 'INVALID_STATE');
    const place = studentPlace(session, student.id);
    const before = homeworkDoneAt(session, place);
    const after = input.done ? (before ?? now) : null;
    if (place.role === 'participant') {
      await tx.sessionParticipant.update({ where: { id: place.participant.id }, data: { homeworkDoneAt: after } });
    } else {
      await tx.session.update({
        where: { id: sessionId, teacherId: student.teacherId },
        data: { homeworkDoneAt: after },
      });
    }
    await recordAudit(tx, {
      teacherId: student.teacherId,
      actor: { type: 'student', id: student.id },
      action: 'session.homework_done',
      entity: { type: 'session', id: sessionId },
      before: { homeworkDoneAt: before?.toISOString() ?? null },
      after: { homeworkDoneAt: after?.toISOString() ?? null },
      request: meta,
    });
    return { sessionId, homeworkDoneAt: after?.toISOString() ?? null };
  });
}
