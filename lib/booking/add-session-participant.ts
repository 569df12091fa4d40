import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { isUniqueViolation } from '@/lib/core/prisma-errors';
import { ConflictError, NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { chargeScheduledCredit } from './charge-scheduled-credit';
import { participantSelect, toParticipant } from './participant-fields';
import { seatLimit } from './seat-limit';
import type { TParticipant } from './session-schemas';

/** Sessions that still take people; a closed session gets no new participant. */
const joinable = ['scheduled', 'pending_confirmation'] as const;

/**
 * Adds an own student to a session of the teacher, up to the service's capacity: the primary
 * student and every participant not cancelled count; `individual` holds 1, `group` its capacity
 * (none: no limit), `open` has no limit (./seat-limit.ts). The session row is locked for the
 * check, so two concurrent additions cannot both take the last seat. A credit of the student's active enrollment in the service is charged
 * when there is one. The same student twice is 409 CONFLICT; no seat left is 409 SLOT_UNAVAILABLE.
 */
export async function addSessionParticipant({
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
}): Promise<TParticipant> {
  try {
    return await transaction(async (tx) => {
      const locked = await tx.$queryRaw<{ id: string }[]>`
        SELECT "id" FROM "sessions" WHERE "id" = ${sessionId}::uuid AND "teacherId" = ${teacherId}::uuid FOR UPDATE`;
      if (locked.length === 0) throw new NotFoundError('Session');
      const session = await tx.session.findUniqueOrThrow({
        where: { id: sessionId },
        select: {
          status: true,
          studentId: true,
          service: { select: { id: true, groupType: true, capacity: true } },
          participants: { where: { status: { not: 'cancelled' } }, select: { studentId: true } },
        },
      });
      const student = await tx.student.findFirst({
        where: { id: studentId, teacherId, deletedAt: null },
        select: { id: true },
      });
      if (!student) throw new NotFoundError('Student');
      if (!(joinable as readonly string[]).includes(session.status)) {
        throw new ConflictError(`A ${session.status} session takes no new participant`, 'INVALID_STATE');
      }
      if (session.studentId === studentId) throw new ConflictError('The student is already in this session');
      const seats = new Set([
        ...(session.studentId ? [session.studentId] : []),
        ...session.participants.map((p) => p.studentId),
      ]);
      const limit = seatLimit(session.service);
      if (limit !== null && !seats.has(studentId) && seats.size >= limit) {
        throw new ConflictError('The session is full', 'SLOT_UNAVAILABLE');
      }
      const enrollmentId = await chargeScheduledCredit(tx, {
        teacherId,
        serviceId: session.service.id,
        studentId,
        now,
      });
      const row = await tx.sessionParticipant.create({
        data: { teacherId, sessionId, studentId, enrollmentId },
        select: participantSelect,
      });
      const participant = toParticipant(row);
      await recordAudit(tx, {
        teacherId,
        actor: { type: 'teacher', id: teacherId },
        action: 'session.add_participant',
        entity: { type: 'session', id: sessionId },
        metadata: { studentId, enrollmentId: participant.enrollmentId },
        request: meta,
      });
      return participant;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError('The student is already in this session');
    throw error;
  }
}
