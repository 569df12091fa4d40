import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { ConflictError, NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { recordLifecycleEvent } from '@/lib/students/record-lifecycle-event';
import { applyCreditEffect } from './apply-credit-effect';
import { evaluateCancellationPolicy, type PolicyOutcome } from './evaluate-cancellation-policy';
import { loadSessionTerms } from './load-session-policy';
import { transitionSession } from './session-transition';
import { policyFacts } from './policy-facts';

/** States in which a student can miss a session: it was on (scheduled) or awaits review. */
const attendable = ['scheduled', 'pending_review'] as const;

/**
 * Records that a student missed a session, applying the policy's no-show action to their
 * enrollment's scheduled credit in the same transaction (forfeit, or partial penalty: the credit is
 * lost either way, the percent is about money).
 * - The session's primary student: the session becomes `no_show` (from scheduled or pending_review).
 * - A participant of a group session: the participant becomes `no_show` (from scheduled); the session
 *   goes on for the others.
 * Another teacher's session, or a student who is neither, is 404; any other state, or a session that has
 * not started yet, is 409 INVALID_STATE.
 */
export async function markNoShow({
  teacherId,
  sessionId,
  studentId,
  meta,
  now = new Date(),
}: {
  teacherId: string;
  sessionId: string;
  studentId: string;
  meta?: RequestMeta;
  now?: Date;
}): Promise<{ sessionId: string; studentId: string; role: 'primary' | 'participant'; outcome: PolicyOutcome }> {
  const result = await transaction(async (tx) => {
    const session = await tx.session.findFirst({
      where: { id: sessionId, teacherId },
      select: {
        serviceId: true,
        studentId: true,
        enrollmentId: true,
        status: true,
        startUtc: true,
        studentRescheduleCount: true,
        participants: { where: { studentId }, select: { id: true, enrollmentId: true, status: true } },
      },
    });
    if (!session) throw new NotFoundError('Session');
    // Nobody can have missed a lesson that has not begun.
    if (session.startUtc > now) {
      throw new ConflictError('A session that has not started yet cannot record a no-show', 'INVALID_STATE');
    }
    const participant = session.participants[0];
    const role = session.studentId === studentId ? 'primary' : 'participant';

    let enrollmentId: string | null;
    if (role === 'primary') {
      await transitionSession(tx, { teacherId, sessionId, from: attendable, data: { status: 'no_show' } });
      enrollmentId = session.enrollmentId;
    } else if (participant) {
      if (!(attendable as readonly string[]).includes(session.status)) {
        throw new ConflictError(`A ${session.status} session cannot record a no-show`, 'INVALID_STATE');
      }
      const { count } = await tx.sessionParticipant.updateMany({
        where: { id: participant.id, status: 'scheduled' },
        data: { status: 'no_show' },
      });
      if (count === 0) {
        throw new ConflictError(`A ${participant.status} participant cannot become no_show`, 'INVALID_STATE');
      }
      enrollmentId = participant.enrollmentId;
    } else {
      throw new NotFoundError('Student of this session');
    }

    const { policy, billing } = await loadSessionTerms(tx, { teacherId, serviceId: session.serviceId });
    const outcome = evaluateCancellationPolicy({
      policy,
      billing,
      kind: 'no_show',
      // A no-show is judged by the policy's no-show action alone; the facts are there for the shape.
      ...policyFacts(session, null, now),
    });
    await applyCreditEffect(tx, enrollmentId, outcome.creditEffect);
    if (billing === 'postpaid' && role === 'primary') {
      // The share of the price the policy keeps is what the balance owes (decision 0156).
      await tx.session.update({
        where: { id: sessionId, teacherId },
        data: { balanceFeePercent: outcome.penaltyPercent },
      });
    }
    await recordLifecycleEvent(tx, {
      teacherId,
      studentId,
      type: 'session_no_show',
      metadata: { sessionId, action: outcome.action },
      occurredAt: now,
    });
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'session.no_show',
      entity: { type: 'session', id: sessionId },
      metadata: { studentId, role, ...outcome },
      request: meta,
    });
    return { role, outcome } as const;
  });
  return { sessionId, studentId, ...result };
}
