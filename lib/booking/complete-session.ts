import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { ConflictError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { enqueueLessonSummary } from '@/lib/notifications/enqueue-lesson-summary';
import { recordLifecycleEvent } from '@/lib/students/record-lifecycle-event';
import { applyCreditEffect } from './apply-credit-effect';
import { teacherSessionRowSelect, toTeacherSessionRow } from './session-fields';
import type { TTeacherSessionRow } from './session-schemas';
import { transitionSession } from './session-transition';

/**
 * scheduled -> completed (any other state: 409 INVALID_STATE), once the lesson has started: a lesson
 * still ahead cannot have taken place (409 INVALID_STATE, as for a no-show). In the same transaction the scheduled
 * credit of each enrollment involved (the session's, and those of participants still scheduled) is
 * consumed, participants still scheduled become completed, and each student gets a
 * `session_completed` lifecycle event; a trial session also gives its student `trial_completed`. With a
 * summary or homework written, the students get them by e-mail (enqueueLessonSummary, outbox).
 */
export async function completeSession({
  teacherId,
  sessionId,
  meta,
  now = new Date(),
}: {
  teacherId: string;
  sessionId: string;
  meta?: RequestMeta;
  now?: Date;
}): Promise<TTeacherSessionRow> {
  const row = await transaction(async (tx) => {
    const session = await transitionSession(tx, {
      teacherId,
      sessionId,
      from: ['scheduled'],
      data: { status: 'completed', completedAt: now },
    });
    // Checked on the row the transition read; throwing here rolls the transition back.
    if (session.startUtc > now) {
      throw new ConflictError('A session that has not started yet cannot be completed', 'INVALID_STATE');
    }
    await applyCreditEffect(tx, session.enrollmentId, 'consume');
    const students = new Set(session.studentId ? [session.studentId] : []);
    for (const participant of session.participants) {
      if (participant.status !== 'scheduled') continue;
      await tx.sessionParticipant.update({ where: { id: participant.id }, data: { status: 'completed' } });
      if (participant.enrollmentId !== session.enrollmentId) {
        await applyCreditEffect(tx, participant.enrollmentId, 'consume');
      }
      students.add(participant.studentId);
    }
    for (const studentId of students) {
      await recordLifecycleEvent(tx, {
        teacherId,
        studentId,
        type: 'session_completed',
        metadata: { sessionId },
        occurredAt: now,
      });
    }
    if (session.isTrialSession && session.studentId) {
      await recordLifecycleEvent(tx, {
        teacherId,
        studentId: session.studentId,
        type: 'trial_completed',
        metadata: { sessionId },
        occurredAt: now,
      });
    }
    await enqueueLessonSummary(tx, { teacherId, sessionId });
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'session.complete',
      entity: { type: 'session', id: sessionId },
      before: { status: 'scheduled' },
      after: { status: 'completed' },
      request: meta,
    });
    return tx.session.findUniqueOrThrow({ where: { id: sessionId }, select: teacherSessionRowSelect });
  });
  return toTeacherSessionRow(row);
}
