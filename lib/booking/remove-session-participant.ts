import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { applyCreditEffect } from './apply-credit-effect';

/**
 * Takes a participant out of a session of the teacher. A participant still `scheduled` gets their
 * scheduled credit back in the same transaction; one already completed, cancelled or no-show keeps
 * the credit's outcome (the row goes, the history stays in the enrollment's counters).
 */
export async function removeSessionParticipant({
  teacherId,
  sessionId,
  studentId,
  meta,
}: {
  teacherId: string;
  sessionId: string;
  studentId: string;
  meta?: RequestMeta;
}) {
  await transaction(async (tx) => {
    const participant = await tx.sessionParticipant.findFirst({
      where: { sessionId, studentId, teacherId, session: { teacherId } },
      select: { id: true, status: true, enrollmentId: true },
    });
    if (!participant) throw new NotFoundError('Participant');
    await tx.sessionParticipant.delete({ where: { id: participant.id } });
    if (participant.status === 'scheduled') await applyCreditEffect(tx, participant.enrollmentId, 'return');
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'session.remove_participant',
      entity: { type: 'session', id: sessionId },
      metadata: { studentId, status: participant.status, enrollmentId: participant.enrollmentId },
      request: meta,
    });
  });
}
