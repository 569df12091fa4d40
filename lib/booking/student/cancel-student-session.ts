import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { BusinessRuleError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { enqueueSessionNotice } from '@/lib/notifications/enqueue-session-notice';
import { transaction } from '@/lib/outbox/transaction';
import { recordLifecycleEvent } from '@/lib/students/record-lifecycle-event';
import { applyCreditEffect } from '../apply-credit-effect';
import { applyCancellationTerms, givenCredit } from '../makeup/apply-cancellation-terms';
import { decideStudentCancellation } from './decide-student-cancellation';
import { findOwnSession } from './find-own-session';
import { releaseStudentSeat } from './release-student-seat';
import type { TCancelStudentSessionInput, TStudentCancelResult } from './schemas';
import { studentSessionSelect, toStudentSession, type StudentRef } from './student-session-fields';
import { offerFreedPlace } from '@/lib/waitlist/offer-freed-place';

/**
 * The student cancels their session, or only their own seat when others still attend it (a group
 * session's participant, or its primary student while participants remain: release-student-seat). The decision is the preview's (decide-student-cancellation):
 * a `block` is 422 POLICY_BLOCKED and changes nothing; otherwise, in one transaction, the state
 * change (conditional on the state the decision saw, so a concurrent change makes the loser 409
 * INVALID_STATE), the credit effect on the enrollment charged for the seat, and `session_cancelled`.
 * After the commit the waitlist is offered the freed place.
 */
export async function cancelStudentSession({
  student,
  sessionId,
  input,
  meta,
  now = new Date(),
}: {
  student: StudentRef;
  sessionId: string;
  input: TCancelStudentSessionInput;
  meta?: RequestMeta;
  now?: Date;
}): Promise<TStudentCancelResult> {
  const result = await transaction(async (tx) => {
    const session = await findOwnSession(tx, student, sessionId);
    const decision = await decideStudentCancellation(tx, { session, studentId: student.id, now });
    if (!decision.outcome.allowed) throw new BusinessRuleError('POLICY_BLOCKED', decision.outcome.reason);

    const { sessionCancelled } = await releaseStudentSeat(tx, {
      session,
      place: decision.place,
      studentId: student.id,
      reason: input.reason ?? null,
      now,
    });
    if (decision.chargedEnrollmentId) {
      await applyCreditEffect(tx, decision.chargedEnrollmentId, decision.outcome.creditEffect);
    }
    // Monthly tuition's make-up credit, a post-paid lesson's late fee (the primary student's lesson only).
    const makeupCredit =
      decision.place.role === 'primary'
        ? await applyCancellationTerms(tx, {
            session: { ...session, teacherId: student.teacherId },
            billing: decision.billing,
            outcome: decision.outcome,
            now,
          })
        : null;
    // Only the leaver: when others keep the session, it goes on for them.
    await enqueueSessionNotice(tx, {
      teacherId: student.teacherId,
      sessionId,
      kind: 'cancelled',
      actor: 'student',
      studentId: student.id,
    });
    await recordLifecycleEvent(tx, {
      teacherId: student.teacherId,
      studentId: student.id,
      type: 'session_cancelled',
      metadata: {
        sessionId,
        role: decision.place.role,
        sessionCancelled,
        action: decision.outcome.action,
        creditEffect: decision.outcome.creditEffect,
      },
      occurredAt: now,
    });
    const row = await tx.session.findUniqueOrThrow({
      where: { id: sessionId },
      select: studentSessionSelect(student.id),
    });
    await recordAudit(tx, {
      teacherId: student.teacherId,
      actor: { type: 'student', id: student.id },
      action: 'session.cancel',
      entity: { type: 'session', id: sessionId },
      ...(sessionCancelled ? { before: { status: session.status }, after: { status: 'cancelled' } } : {}),
      metadata: {
        ...decision.outcome,
        role: decision.place.role,
        sessionCancelled,
        credits: decision.credits,
        // The student's own words stay on the session (erased with it); the log keeps only that there were some.
        reasonGiven: Boolean(input.reason),
      },
      request: meta,
    });
    return { decision, serviceId: session.serviceId, row, makeupCredit };
  });

  const { decision } = result;
  await offerFreedPlace({ teacherId: student.teacherId, serviceId: result.serviceId, now });
  return {
    outcome: decision.outcome,
    credits: decision.credits,
    makeupCredit: givenCredit(result.makeupCredit),
    session: toStudentSession(result.row, student.id, now),
  };
}
