import 'server-only';
import { coverPassedReminders } from '@/lib/notifications/cover-passed-reminders';
import { recordAudit } from '@/lib/audit/record-audit';
import { BusinessRuleError, ConflictError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { enqueueSessionNotice } from '@/lib/notifications/enqueue-session-notice';
import { transaction } from '@/lib/outbox/transaction';
import { isOverlapViolation } from '../is-overlap-violation';
import { decideStudentReschedule } from './decide-student-reschedule';
import { findOwnSession } from './find-own-session';
import type { TRescheduleStudentSessionInput, TStudentRescheduleResult } from './schemas';
import { studentSessionSelect, toStudentSession, type StudentRef } from './student-session-fields';
import { offerFreedPlace } from '@/lib/waitlist/offer-freed-place';

const slotTaken = () => new ConflictError('That time is not available', 'SLOT_UNAVAILABLE');

/**
 * The primary student moves their scheduled session to `startUtc`, as the preview decided
 * (decide-student-reschedule): refused by the policy is 422 POLICY_BLOCKED, a time not free is 409
 * SLOT_UNAVAILABLE. In one transaction expired holds over the new time are released and the session
 * moves, conditional on the state the decision saw (a concurrent cancel or move makes the loser 409
 * INVALID_STATE); rescheduleCount and studentRescheduleCount (the student's own moves, which the
 * policy counts) grow by one and the credit stays with the session. The database's
 * no-overlap constraint settles a race for the new time (409 SLOT_UNAVAILABLE).
 */
export async function rescheduleStudentSession({
  student,
  sessionId,
  input,
  meta,
  now = new Date(),
}: {
  student: StudentRef;
  sessionId: string;
  input: TRescheduleStudentSessionInput;
  meta?: RequestMeta;
  now?: Date;
}): Promise<TStudentRescheduleResult> {
  const startUtc = new Date(input.startUtc);
  let result;
  try {
    result = await transaction(async (tx) => {
      const session = await findOwnSession(tx, student, sessionId);
      const endUtc = new Date(startUtc.getTime() + (session.endUtc.getTime() - session.startUtc.getTime()));
      await tx.session.updateMany({
        where: {
          teacherId: student.teacherId,
          status: 'hold',
          holdExpiresAt: { lte: now },
          startUtc: { lt: endUtc },
          endUtc: { gt: startUtc },
        },
        data: { status: 'expired' },
      });
      const decision = await decideStudentReschedule(tx, { session, studentId: student.id, startUtc, now });
      if (!decision.outcome.allowed) throw new BusinessRuleError('POLICY_BLOCKED', decision.outcome.reason);
      if (!decision.slotAvailable) throw slotTaken();
      const { count } = await tx.session.updateMany({
        where: {
          id: sessionId,
          teacherId: student.teacherId,
          studentId: student.id,
          status: 'scheduled',
          startUtc: session.startUtc,
          rescheduleCount: session.rescheduleCount,
        },
        data: {
          startUtc,
          endUtc,
          rescheduleCount: { increment: 1 },
          studentRescheduleCount: { increment: 1 },
          ...(input.timezone ? { timezone: input.timezone } : {}),
        },
      });
      if (count === 0) throw new ConflictError('The session changed meanwhile; reload it', 'INVALID_STATE');
      await coverPassedReminders(tx, { teacherId: student.teacherId, sessionId, startUtc, now });
      const row = await tx.session.findUniqueOrThrow({
        where: { id: sessionId },
        select: studentSessionSelect(student.id),
      });
      await recordAudit(tx, {
        teacherId: student.teacherId,
        actor: { type: 'student', id: student.id },
        action: 'session.reschedule',
        entity: { type: 'session', id: sessionId },
        before: { startUtc: session.startUtc, endUtc: session.endUtc, rescheduleCount: session.rescheduleCount },
        after: { startUtc: row.startUtc, endUtc: row.endUtc, rescheduleCount: row.rescheduleCount },
        metadata: { ...decision.outcome },
        request: meta,
      });
      await enqueueSessionNotice(tx, {
        teacherId: student.teacherId,
        sessionId,
        kind: 'rescheduled',
        actor: 'student',
        previousStartUtc: session.startUtc,
      });
      return { outcome: decision.outcome, before: session, row };
    });
  } catch (error) {
    if (isOverlapViolation(error)) throw slotTaken();
    throw error;
  }

  const { before, row, outcome } = result;
  await offerFreedPlace({ teacherId: student.teacherId, serviceId: before.serviceId, now });
  return { outcome, session: toStudentSession(row, student.id, now) };
}
