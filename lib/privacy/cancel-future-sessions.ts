import 'server-only';
import { recordAudit, type AuditEntry } from '@/lib/audit/record-audit';
import { cancellableStatuses } from '@/lib/booking/cancel-session';
import type { Prisma } from '@/lib/core/db';
import { requestCalendarEventSync } from '@/lib/notifications/request-calendar-event-sync';
import type { Scope } from './erase-records';

type Tx = Prisma.TransactionClient;

/** Neutral on purpose: it is what the teacher's session list and calendar show for these lessons. */
export const erasedStudentCancellationReason = 'Student data erased';

const bySystem = { type: 'system' as const, id: null };

/**
 * The erased student's lessons still to come free the teacher's time, in the erasure's transaction:
 * - a session of theirs nobody else attends is cancelled by the system with a neutral reason;
 * - a group session of theirs others still attend goes on: the earliest other seat becomes its
 *   primary student (as when a student leaves, release-student-seat) and the erased one keeps a
 *   `cancelled` seat;
 * - a seat they took in someone else's session is cancelled;
 * - their series end, so no occurrence is planned for them again.
 * Nobody is written to: the erased person must not be, and the teacher asked for the erasure (or was
 * told by the retention notice). No credit moves: the student's enrollments are cancelled in the same
 * erasure, so their counters no longer matter, and a return could hit the credits CHECK on imported
 * data and fail the whole erasure. The teacher's Google calendar follows every changed session, as
 * it does for any cancellation. The freed place is not offered to the waitlist (decision 0046).
 */
export async function cancelFutureSessions(tx: Tx, { teacherId, studentId, now }: Scope) {
  const upcoming = { teacherId, startUtc: { gt: now }, status: { in: [...cancellableStatuses] } };
  const own = await tx.session.findMany({
    where: { ...upcoming, studentId },
    select: {
      id: true,
      status: true,
      enrollmentId: true,
      participants: {
        where: { status: 'scheduled', studentId: { not: studentId } },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        take: 1,
        select: { id: true, studentId: true, enrollmentId: true },
      },
    },
  });
  const alone = own.filter((session) => session.participants.length === 0);
  const shared = own.filter((session) => session.participants.length > 0);
  const audits: AuditEntry[] = [];

  if (alone.length) {
    const ids = alone.map((session) => session.id);
    await tx.session.updateMany({
      where: { id: { in: ids }, teacherId },
      data: {
        status: 'cancelled',
        cancelledAt: now,
        cancelledBy: 'system',
        cancellationReason: erasedStudentCancellationReason,
      },
    });
    await tx.sessionParticipant.updateMany({
      where: { sessionId: { in: ids }, status: 'scheduled' },
      data: { status: 'cancelled' },
    });
    for (const session of alone) {
      audits.push({
        teacherId,
        actor: bySystem,
        action: 'session.cancel',
        entity: { type: 'session', id: session.id },
        before: { status: session.status },
        after: { status: 'cancelled' },
        metadata: { cause: 'student_erased' },
      });
    }
  }

  for (const session of shared) {
    const heir = session.participants[0]!;
    await tx.session.updateMany({
      where: { id: session.id, teacherId },
      data: { studentId: heir.studentId, enrollmentId: heir.enrollmentId },
    });
    await tx.sessionParticipant.deleteMany({ where: { id: heir.id, teacherId } });
    await tx.sessionParticipant.upsert({
      where: { sessionId_studentId: { sessionId: session.id, studentId } },
      create: { teacherId, sessionId: session.id, studentId, enrollmentId: session.enrollmentId, status: 'cancelled' },
      update: { status: 'cancelled' },
    });
  }

  const handedOver = new Set(shared.map((session) => session.id));
  const joined = await tx.sessionParticipant.findMany({
    where: { teacherId, studentId, status: 'scheduled', session: upcoming },
    select: { id: true, sessionId: true },
  });
  const seats = joined.filter((seat) => !handedOver.has(seat.sessionId));
  if (seats.length) {
    await tx.sessionParticipant.updateMany({
      where: { id: { in: seats.map((seat) => seat.id) } },
      data: { status: 'cancelled' },
    });
  }
  const seatSessions = [...shared.map((session) => session.id), ...seats.map((seat) => seat.sessionId)];
  for (const sessionId of seatSessions) {
    audits.push({
      teacherId,
      actor: bySystem,
      action: 'session.remove_participant',
      entity: { type: 'session', id: sessionId },
      metadata: { studentId, status: 'scheduled', cause: 'student_erased' },
    });
  }

  const { count: series } = await tx.sessionSeries.updateMany({
    where: { teacherId, studentId, endedAt: null },
    data: { endedAt: now },
  });
  for (const sessionId of [...alone.map((session) => session.id), ...seatSessions]) {
    await requestCalendarEventSync(tx, { teacherId, sessionId });
  }
  if (audits.length) await recordAudit(tx, ...audits);
  return { futureSessionsCancelled: alone.length, futureSeatsReleased: seatSessions.length, seriesEnded: series };
}
