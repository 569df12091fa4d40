import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { ConflictError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { enqueueSessionNotice } from '@/lib/notifications/enqueue-session-notice';
import { transaction } from '@/lib/outbox/transaction';
import { recordLifecycleEvent } from '@/lib/students/record-lifecycle-event';
import { offerFreedPlace } from '@/lib/waitlist/offer-freed-place';
import { cancellableStatuses } from '../cancel-session';
import { sessionForTransitionSelect } from '../session-transition';
import { findSeriesOccurrence } from './find-series-occurrence';
import { loadSeries } from './load-series';
import type { TCancelSeriesInput, TSessionSeries } from './schemas';

/**
 * The teacher cancels a lesson of a series and every later one not yet begun nor closed, in one
 * transaction, each as their cancellation of a single session does (cancel-session, without
 * applyPolicy): the student keeps the credit (each scheduled credit returned to its enrollment,
 * participants' too), `session_cancelled` on each student's lifecycle, the notices, an audit entry
 * per lesson and one for the series, whose `endedAt` is set. A lesson that has begun or is closed
 * cannot be the first one cancelled (409 INVALID_STATE); a concurrent change makes the whole
 * cancel 409 INVALID_STATE.
 */
export async function cancelTeacherSeries({
  teacherId,
  seriesId,
  input,
  meta,
  now = new Date(),
}: {
  teacherId: string;
  seriesId: string;
  input: TCancelSeriesInput;
  meta?: RequestMeta;
  now?: Date;
}): Promise<{ series: TSessionSeries; cancelledSessionIds: string[] }> {
  const result = await transaction(async (tx) => {
    const { series, from } = await findSeriesOccurrence(tx, { teacherId, seriesId, sessionId: input.fromSessionId });
    const targets = await tx.session.findMany({
      where: {
        teacherId,
        seriesId,
        startUtc: { gte: from.startUtc, gt: now },
        status: { in: [...cancellableStatuses] },
      },
      orderBy: { startUtc: 'asc' },
      select: sessionForTransitionSelect,
    });
    if (!targets.some((session) => session.id === from.id)) {
      throw new ConflictError('This lesson has begun or is closed: cancel from a later one', 'INVALID_STATE');
    }
    const ids = targets.map((session) => session.id);
    const { count } = await tx.session.updateMany({
      where: { id: { in: ids }, teacherId, status: { in: [...cancellableStatuses] } },
      data: { status: 'cancelled', cancelledAt: now, cancelledBy: 'teacher', cancellationReason: input.reason ?? null },
    });
    if (count !== ids.length) throw new ConflictError('The series changed meanwhile; reload it', 'INVALID_STATE');
    // Before the seats are released, so that participants are still attendees and hear of it.
    for (const id of ids)
      await enqueueSessionNotice(tx, { teacherId, sessionId: id, kind: 'cancelled', actor: 'teacher' });

    const returned = new Map<string, number>();
    const give = (enrollmentId: string | null) => {
      if (enrollmentId) returned.set(enrollmentId, (returned.get(enrollmentId) ?? 0) + 1);
    };
    const seats: string[] = [];
    const lifecycle: { studentId: string; sessionId: string }[] = [];
    for (const session of targets) {
      // Holds and unconfirmed trials never took a scheduled credit.
      const tookCredit = session.status === 'scheduled' || session.status === 'pending_review';
      if (tookCredit) give(session.enrollmentId);
      const students = new Set(session.studentId ? [session.studentId] : []);
      for (const participant of session.participants) {
        if (participant.status !== 'scheduled') continue;
        seats.push(participant.id);
        if (tookCredit && participant.enrollmentId !== session.enrollmentId) give(participant.enrollmentId);
        students.add(participant.studentId);
      }
      for (const studentId of students) lifecycle.push({ studentId, sessionId: session.id });
    }
    if (seats.length) {
      await tx.sessionParticipant.updateMany({ where: { id: { in: seats } }, data: { status: 'cancelled' } });
    }
    for (const [enrollmentId, credits] of returned) {
      await tx.enrollment.update({ where: { id: enrollmentId }, data: { sessionsScheduled: { decrement: credits } } });
    }
    for (const { studentId, sessionId } of lifecycle) {
      await recordLifecycleEvent(tx, {
        teacherId,
        studentId,
        type: 'session_cancelled',
        metadata: { sessionId, seriesId, action: 'allow_free', creditEffect: 'return' },
        occurredAt: now,
      });
    }
    await tx.sessionSeries.update({ where: { id: series.id }, data: { endedAt: now } });
    const actor = { type: 'teacher' as const, id: teacherId };
    await recordAudit(
      tx,
      {
        teacherId,
        actor,
        action: 'session.series.cancel',
        entity: { type: 'session_series', id: seriesId },
        after: { endedAt: now.toISOString() },
        metadata: { fromSessionId: from.id, sessionIds: ids, reasonGiven: Boolean(input.reason) },
        request: meta,
      },
      ...targets.map((session) => ({
        teacherId,
        actor,
        action: 'session.cancel' as const,
        entity: { type: 'session', id: session.id },
        before: { status: session.status },
        after: { status: 'cancelled' },
        metadata: { seriesId, action: 'allow_free', creditEffect: 'return', reason: 'Cancelled by the teacher' },
        request: meta,
      })),
    );
    return { serviceId: series.serviceId, ids };
  });
  // After the commit: the freed places go to the service's waitlist (never throws).
  await offerFreedPlace({ teacherId, serviceId: result.serviceId, now });
  return { series: await loadSeries(db, { teacherId, seriesId }), cancelledSessionIds: result.ids };
}
