import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { BusinessRuleError, ConflictError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { enqueueSessionNotice } from '@/lib/notifications/enqueue-session-notice';
import { transaction } from '@/lib/outbox/transaction';
import { recordLifecycleEvent } from '@/lib/students/record-lifecycle-event';
import { offerFreedPlace } from '@/lib/waitlist/offer-freed-place';
import { applyCancellationTerms } from '../makeup/apply-cancellation-terms';
import { applyCreditEffect } from '../apply-credit-effect';
import { decideStudentCancellation } from '../student/decide-student-cancellation';
import { releaseStudentSeat } from '../student/release-student-seat';
import { ownSessionExtra } from '../student/find-own-session';
import {
  cancellableNow,
  effectiveStatus,
  ownSessionWhere,
  studentPlace,
  studentSessionSelect,
  type StudentRef,
} from '../student/student-session-fields';
import { findSeriesOccurrence } from './find-series-occurrence';
import type { TCancelSeriesInput, TStudentCancelledSeries } from './schemas';

/**
 * The student cancels a lesson of their series and the later ones they can still cancel, in one
 * transaction, each exactly as a single cancel (decide-student-cancellation, in start order so each
 * decision sees the credits the earlier ones returned): the teacher's cancellation policy decides
 * per lesson, a refused lesson stays booked and is reported; the others are cancelled with their
 * credit effect, lifecycle event, notice and audit entry. When the policy refuses every one, nothing
 * changes (422 POLICY_BLOCKED). The series' `endedAt` is set once a lesson is cancelled.
 */
export async function cancelStudentSeries({
  student,
  seriesId,
  input,
  meta,
  now = new Date(),
}: {
  student: StudentRef;
  seriesId: string;
  input: TCancelSeriesInput;
  meta?: RequestMeta;
  now?: Date;
}): Promise<TStudentCancelledSeries> {
  const { teacherId } = student;
  const result = await transaction(async (tx) => {
    const { series, from } = await findSeriesOccurrence(tx, {
      teacherId,
      seriesId,
      sessionId: input.fromSessionId,
      studentId: student.id,
    });
    const sessions = await tx.session.findMany({
      where: { ...ownSessionWhere(student), seriesId, startUtc: { gte: from.startUtc } },
      orderBy: { startUtc: 'asc' },
      select: { ...studentSessionSelect(student.id), ...ownSessionExtra },
    });
    const open = sessions.filter((session) =>
      cancellableNow(session, effectiveStatus(session, studentPlace(session, student.id)), now),
    );
    if (!open.some((session) => session.id === from.id)) {
      throw new ConflictError('This lesson has begun or is closed: cancel from a later one', 'INVALID_STATE');
    }
    const cancelled: TStudentCancelledSeries['cancelled'] = [];
    const refused: TStudentCancelledSeries['refused'] = [];
    for (const session of open) {
      const decision = await decideStudentCancellation(tx, { session, studentId: student.id, now });
      const startsAt = session.startUtc.toISOString();
      if (!decision.outcome.allowed) {
        refused.push({ sessionId: session.id, startsAt, reason: decision.outcome.reason });
        continue;
      }
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
      if (decision.place.role === 'primary') {
        await applyCancellationTerms(tx, {
          session: { ...session, teacherId },
          billing: decision.billing,
          outcome: decision.outcome,
          now,
        });
      }
      await recordLifecycleEvent(tx, {
        teacherId,
        studentId: student.id,
        type: 'session_cancelled',
        metadata: {
          sessionId: session.id,
          seriesId,
          action: decision.outcome.action,
          creditEffect: decision.outcome.creditEffect,
        },
        occurredAt: now,
      });
      await enqueueSessionNotice(tx, {
        teacherId,
        sessionId: session.id,
        kind: 'cancelled',
        actor: 'student',
        ...(sessionCancelled ? {} : { studentId: student.id }),
      });
      await recordAudit(tx, {
        teacherId,
        actor: { type: 'student', id: student.id },
        action: 'session.cancel',
        entity: { type: 'session', id: session.id },
        ...(sessionCancelled ? { before: { status: session.status }, after: { status: 'cancelled' } } : {}),
        metadata: { ...decision.outcome, seriesId, credits: decision.credits, reasonGiven: Boolean(input.reason) },
        request: meta,
      });
      cancelled.push({ sessionId: session.id, startsAt, outcome: decision.outcome });
    }
    if (cancelled.length === 0) {
      throw new BusinessRuleError(
        'POLICY_BLOCKED',
        refused[0]?.reason ?? 'The cancellation policy refuses it',
        refused.map((lesson) => ({ path: `sessions.${lesson.sessionId}`, message: lesson.reason })),
      );
    }
    await tx.sessionSeries.update({ where: { id: series.id }, data: { endedAt: now } });
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'student', id: student.id },
      action: 'session.series.cancel',
      entity: { type: 'session_series', id: seriesId },
      after: { endedAt: now.toISOString() },
      metadata: {
        fromSessionId: from.id,
        cancelled: cancelled.map((lesson) => lesson.sessionId),
        refused: refused.map((lesson) => lesson.sessionId),
      },
      request: meta,
    });
    return { serviceId: series.serviceId, cancelled, refused };
  });
  await offerFreedPlace({ teacherId, serviceId: result.serviceId, now });
  return { cancelled: result.cancelled, refused: result.refused };
}
