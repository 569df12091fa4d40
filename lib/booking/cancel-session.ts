import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { BusinessRuleError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { enqueueSessionNotice } from '@/lib/notifications/enqueue-session-notice';
import { transaction } from '@/lib/outbox/transaction';
import { recordLifecycleEvent } from '@/lib/students/record-lifecycle-event';
import { offerFreedPlace } from '@/lib/waitlist/offer-freed-place';
import { applyCreditEffect } from './apply-credit-effect';
import { asMakeupOutcome, evaluateCancellationPolicy, type PolicyOutcome } from './evaluate-cancellation-policy';
import { loadSessionTerms } from './load-session-policy';
import { applyCancellationTerms, givenCredit } from './makeup/apply-cancellation-terms';
import { teacherSessionRowSelect, toTeacherSessionRow } from './session-fields';
import type { TCancelSessionInput, TTeacherSessionRow } from './session-schemas';
import { transitionSession } from './session-transition';
import { policyFacts } from './policy-facts';

/** The states a session can be cancelled from; completed, no-show and closed sessions cannot. */
export const cancellableStatuses = ['hold', 'pending_confirmation', 'scheduled', 'pending_review'] as const;

const teacherCancels: PolicyOutcome = {
  allowed: true,
  action: 'allow_free',
  penaltyPercent: 0,
  creditEffect: 'return',
  makeupValidDays: null,
  reason: 'Cancelled by the teacher',
};

/**
 * The teacher cancels a session. By default the student keeps the credit (the teacher cancels);
 * with `applyPolicy` the session's policy (its service's, else the teacher's default) decides through
 * the evaluator, and a `block` is 422 POLICY_BLOCKED. A monthly-tuition lesson the teacher cancels always
 * gives a make-up credit; with `applyPolicy` one cancelled with notice does, and a post-paid lesson
 * cancelled late owes the policy's fee (applyCancellationTerms). The credit effect on every enrollment involved,
 * the participants' status and the `session_cancelled` lifecycle events are written in the same
 * transaction as the status change.
 */
export async function cancelSession({
  teacherId,
  sessionId,
  input,
  meta,
  now = new Date(),
}: {
  teacherId: string;
  sessionId: string;
  input: TCancelSessionInput;
  meta?: RequestMeta;
  now?: Date;
}): Promise<{
  session: TTeacherSessionRow;
  outcome: PolicyOutcome;
  makeupCredit: { id: string; expiresAt: string } | null;
}> {
  const result = await transaction(async (tx) => {
    const session = await transitionSession(tx, {
      teacherId,
      sessionId,
      from: cancellableStatuses,
      data: {
        status: 'cancelled',
        cancelledAt: now,
        cancelledBy: 'teacher',
        cancellationReason: input.reason ?? null,
      },
    });
    // Before the seats below are released: everyone who attended hears of it.
    await enqueueSessionNotice(tx, { teacherId, sessionId, kind: 'cancelled', actor: 'teacher' });
    const { policy, billing } = await loadSessionTerms(tx, session);
    // Under monthly tuition the teacher's cancel gives a make-up credit (decision 0155).
    let outcome = billing === 'monthly' ? asMakeupOutcome(teacherCancels, policy) : teacherCancels;
    if (input.applyPolicy) {
      const enrollment = session.enrollmentId
        ? await tx.enrollment.findUnique({ where: { id: session.enrollmentId } })
        : null;
      outcome = evaluateCancellationPolicy({
        policy,
        billing,
        kind: 'cancel',
        ...policyFacts(session, enrollment, now),
      });
      // Throwing rolls the status change back.
      if (!outcome.allowed) throw new BusinessRuleError('POLICY_BLOCKED', outcome.reason);
    }
    // Holds and unconfirmed trials never took a scheduled credit.
    const tookCredit = session.status === 'scheduled' || session.status === 'pending_review';
    if (tookCredit) await applyCreditEffect(tx, session.enrollmentId, outcome.creditEffect);
    // A hold or an unconfirmed trial was never a lesson of the tuition: nothing to make up or owe.
    const makeupCredit = tookCredit
      ? await applyCancellationTerms(tx, { session: { ...session, teacherId }, billing, outcome, now })
      : null;
    const students = new Set(session.studentId ? [session.studentId] : []);
    for (const participant of session.participants) {
      if (participant.status !== 'scheduled') continue;
      await tx.sessionParticipant.update({ where: { id: participant.id }, data: { status: 'cancelled' } });
      if (tookCredit && participant.enrollmentId !== session.enrollmentId) {
        await applyCreditEffect(tx, participant.enrollmentId, outcome.creditEffect);
      }
      students.add(participant.studentId);
    }
    for (const studentId of students) {
      await recordLifecycleEvent(tx, {
        teacherId,
        studentId,
        type: 'session_cancelled',
        metadata: { sessionId, action: outcome.action, creditEffect: outcome.creditEffect },
        occurredAt: now,
      });
    }
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'session.cancel',
      entity: { type: 'session', id: sessionId },
      before: { status: session.status },
      after: { status: 'cancelled' },
      metadata: { ...outcome },
      request: meta,
    });
    const row = await tx.session.findUniqueOrThrow({ where: { id: sessionId }, select: teacherSessionRowSelect });
    return { row, outcome, makeupCredit };
  });
  // After the commit: the freed place goes to the service's waitlist (never throws).
  await offerFreedPlace({ teacherId, serviceId: result.row.service.id, now });
  return {
    session: toTeacherSessionRow(result.row),
    outcome: result.outcome,
    makeupCredit: givenCredit(result.makeupCredit),
  };
}
