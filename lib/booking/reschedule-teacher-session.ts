import 'server-only';
import { coverPassedReminders } from '@/lib/notifications/cover-passed-reminders';
import { recordAudit } from '@/lib/audit/record-audit';
import { ConflictError, NotFoundError, ValidationError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { enqueueSessionNotice } from '@/lib/notifications/enqueue-session-notice';
import { transaction } from '@/lib/outbox/transaction';
import { offerFreedPlace } from '@/lib/waitlist/offer-freed-place';
import { expireOverlappingHolds } from './expire-overlapping-holds';
import { isOverlapViolation } from './is-overlap-violation';
import type { TRescheduleTeacherSessionInput, TTeacherRescheduleResult } from './reschedule-contracts';
import { teacherSessionRowSelect, toTeacherSessionRow } from './session-fields';

/** States a teacher may move: a booked lesson, or a trial still awaiting the teacher's answer. */
const movableStatuses = ['scheduled', 'pending_confirmation'] as const;

const slotTaken = () => new ConflictError('You already have a session at that time', 'SLOT_UNAVAILABLE');
const badStart = (message: string) => new ValidationError('The request is not valid', [{ path: 'startUtc', message }]);

/**
 * The teacher moves their own session to `startUtc`, keeping its length (decision 0028). Like the
 * teacher's own bookings it is bound neither by the published availability nor by the cancellation
 * policy (those protect the teacher from students): only a session that has not started, in
 * `scheduled` or `pending_confirmation`, moves, to a start in the future, and the database's
 * no-overlap constraint is the judge of the new time (409 SLOT_UNAVAILABLE). Expired holds over the
 * new time are released first. The write is conditional on the state read, so a concurrent move or
 * cancel makes the loser 409 INVALID_STATE. rescheduleCount grows by one (studentRescheduleCount
 * does not: the teacher's move is not the student's reschedule allowance), a reminder already sent is
 * forgotten (it named the old time), every participant moves with the session, and the students
 * get the rescheduled notice (enqueueSessionNotice) in the same transaction.
 */
export async function rescheduleTeacherSession({
  teacherId,
  sessionId,
  input,
  meta,
  now = new Date(),
}: {
  teacherId: string;
  sessionId: string;
  input: TRescheduleTeacherSessionInput;
  meta?: RequestMeta;
  now?: Date;
}): Promise<TTeacherRescheduleResult> {
  const startUtc = new Date(input.startUtc);
  let result;
  try {
    result = await transaction(async (tx) => {
      const session = await tx.session.findFirst({
        where: { id: sessionId, teacherId },
        select: { id: true, serviceId: true, status: true, startUtc: true, endUtc: true, rescheduleCount: true },
      });
      if (!session) throw new NotFoundError('Session');
      const movable = (movableStatuses as readonly string[]).includes(session.status);
      if (!movable) throw new ConflictError(`A ${session.status} session cannot be rescheduled`, 'INVALID_STATE');
      if (session.startUtc <= now)
        throw new ConflictError('A session that has started cannot be moved', 'INVALID_STATE');
      if (startUtc <= now) throw badStart('Choose a time in the future');
      if (startUtc.getTime() === session.startUtc.getTime()) throw badStart('The session already starts at that time');

      const endUtc = new Date(startUtc.getTime() + (session.endUtc.getTime() - session.startUtc.getTime()));
      await expireOverlappingHolds(tx, { teacherId, startUtc, endUtc, now });
      const { count } = await tx.session.updateMany({
        where: {
          id: sessionId,
          teacherId,
          status: session.status,
          startUtc: session.startUtc,
          rescheduleCount: session.rescheduleCount,
        },
        data: { startUtc, endUtc, rescheduleCount: { increment: 1 } },
      });
      if (count === 0) throw new ConflictError('The session changed meanwhile; reload it', 'INVALID_STATE');
      await coverPassedReminders(tx, { teacherId, sessionId, startUtc, now });
      const row = await tx.session.findUniqueOrThrow({ where: { id: sessionId }, select: teacherSessionRowSelect });
      await recordAudit(tx, {
        teacherId,
        actor: { type: 'teacher', id: teacherId },
        action: 'session.reschedule',
        entity: { type: 'session', id: sessionId },
        before: { startUtc: session.startUtc, endUtc: session.endUtc, rescheduleCount: session.rescheduleCount },
        after: { startUtc, endUtc, rescheduleCount: session.rescheduleCount + 1 },
        request: meta,
      });
      // The students hear of the move (with the updated invitation) only if it commits.
      await enqueueSessionNotice(tx, {
        teacherId,
        sessionId,
        kind: 'rescheduled',
        actor: 'teacher',
        previousStartUtc: session.startUtc,
      });
      return { before: session, row };
    });
  } catch (error) {
    if (isOverlapViolation(error)) throw slotTaken();
    throw error;
  }
  // The old time is free again: the first student waiting for the service hears of it.
  await offerFreedPlace({ teacherId, serviceId: result.before.serviceId, now });
  return { session: toTeacherSessionRow(result.row), previousStartsAt: result.before.startUtc.toISOString() };
}
