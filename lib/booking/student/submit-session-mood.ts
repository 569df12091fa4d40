import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { ConflictError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { recordLifecycleEvent } from '@/lib/students/record-lifecycle-event';
import { findOwnSession } from './find-own-session';
import type { TMoodInput, TMoodResult } from './schemas';
import { effectiveStatus, studentPlace, type StudentRef } from './student-session-fields';

/** A mood is about a lesson that took place. */
const moodStatuses = new Set(['completed', 'pending_review']);

/**
 * The student tells how a finished session went (completed or pending_review for them, else 409
 * INVALID_STATE); a later submission replaces the earlier one. Where it is stored:
 * - a participant: `mood` + `moodSubmittedAt` on their own SessionParticipant row;
 * - the primary student has no participant row, and creating one would take a seat (capacity,
 *   credits, no-shows all count participant rows), so their per-session mood is the
 *   `mood_updated` lifecycle event's metadata `{ sessionId, mood }` (read back by get-student-session).
 * Either way the `mood_updated` event is recorded and Student.mood (the roster's current mood) takes
 * the new value, in one transaction.
 */
export async function submitSessionMood({
  student,
  sessionId,
  input,
  meta,
  now = new Date(),
}: {
  student: StudentRef;
  sessionId: string;
  input: TMoodInput;
  meta?: RequestMeta;
  now?: Date;
}): Promise<TMoodResult> {
  await transaction(async (tx) => {
    const session = await findOwnSession(tx, student, sessionId);
    const place = studentPlace(session, student.id);
    const status = effectiveStatus(session, place);
    if (!moodStatuses.has(status)) {
      throw new ConflictError(`A ${status} session takes no mood yet`, 'INVALID_STATE');
    }
    if (place.role === 'participant') {
      await tx.sessionParticipant.update({
        where: { id: place.participant.id },
        data: { mood: input.mood, moodSubmittedAt: now },
      });
    }
    await tx.student.update({ where: { id: student.id, teacherId: student.teacherId }, data: { mood: input.mood } });
    await recordLifecycleEvent(tx, {
      teacherId: student.teacherId,
      studentId: student.id,
      type: 'mood_updated',
      metadata: { sessionId, mood: input.mood, source: 'student' },
      occurredAt: now,
    });
    await recordAudit(tx, {
      teacherId: student.teacherId,
      actor: { type: 'student', id: student.id },
      action: 'session.submit_mood',
      entity: { type: 'session', id: sessionId },
      metadata: { mood: input.mood, role: place.role },
      request: meta,
    });
  });
  return { sessionId, mood: input.mood, submittedAt: now.toISOString() };
}
