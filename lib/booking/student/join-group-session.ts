import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { BusinessRuleError, ConflictError } from '@/lib/core/errors';
import type { GroupType } from '@/generated/prisma/enums';
import { chargeScheduledCredit } from '../charge-scheduled-credit';
import { seatLimit } from '../seat-limit';
import type { StudentRef } from './student-session-fields';

/** Sessions that still take people (as add-session-participant). */
const joinable = ['scheduled', 'pending_confirmation'] as const;

/**
 * A group or open service's live session starting exactly at `startUtc` takes the student as a
 * participant, by the rules of add-session-participant: the session row is locked for the check
 * (two students cannot both take the last seat), the primary student and every participant not
 * cancelled count against the capacity (../seat-limit.ts: `group` its capacity, none meaning no
 * limit; `open` no limit), and a credit is charged (none: 422 NO_CREDITS). Full: 409
 * SLOT_UNAVAILABLE; already in it: 409 CONFLICT. A student who had left the session gets their old
 * seat back. Null when there is no such session to join.
 */
export async function joinGroupSession(
  tx: Prisma.TransactionClient,
  {
    student,
    service,
    startUtc,
    now,
  }: {
    student: StudentRef;
    service: { id: string; groupType: GroupType; capacity: number | null };
    startUtc: Date;
    now: Date;
  },
): Promise<{ sessionId: string; enrollmentId: string } | null> {
  const { teacherId } = student;
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "sessions"
    WHERE "teacherId" = ${teacherId}::uuid AND "serviceId" = ${service.id}::uuid AND "startUtc" = ${startUtc}
      AND "status"::text IN ('scheduled', 'pending_confirmation')
    ORDER BY "createdAt" LIMIT 1 FOR UPDATE`;
  if (locked.length === 0) return null;
  const sessionId = locked[0]!.id;
  const session = await tx.session.findUniqueOrThrow({
    where: { id: sessionId },
    select: {
      status: true,
      studentId: true,
      participants: { select: { id: true, studentId: true, status: true } },
    },
  });
  if (!(joinable as readonly string[]).includes(session.status)) return null;
  const seated = session.participants.filter((p) => p.status !== 'cancelled');
  if (session.studentId === student.id || seated.some((p) => p.studentId === student.id)) {
    throw new ConflictError('You are already booked in this session');
  }
  const seats = seated.length + (session.studentId ? 1 : 0);
  const limit = seatLimit(service);
  if (limit !== null && seats >= limit) throw new ConflictError('The session is full', 'SLOT_UNAVAILABLE');

  const enrollmentId = await chargeScheduledCredit(tx, {
    teacherId,
    serviceId: service.id,
    studentId: student.id,
    now,
  });
  if (!enrollmentId) {
    throw new BusinessRuleError('NO_CREDITS', 'You have no session left to book in this service; buy a package first');
  }
  const previous = session.participants.find((p) => p.studentId === student.id);
  if (previous) {
    await tx.sessionParticipant.update({
      where: { id: previous.id },
      data: { status: 'scheduled', enrollmentId, mood: null, moodSubmittedAt: null },
    });
  } else {
    await tx.sessionParticipant.create({ data: { teacherId, sessionId, studentId: student.id, enrollmentId } });
  }
  return { sessionId, enrollmentId };
}
