import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { ConflictError } from '@/lib/core/errors';
import type { OwnSession } from './find-own-session';
import type { StudentPlace } from './student-session-fields';

const lostRace = () => new ConflictError('The session changed meanwhile; reload it', 'INVALID_STATE');

/**
 * Takes the student out of the session, inside the caller's transaction, each write conditional on
 * the state the decision saw (a concurrent change makes the loser 409 INVALID_STATE):
 * - a participant: their seat becomes `cancelled`, the session stays;
 * - the primary student alone in it: the session is `cancelled` (by the student);
 * - the primary student of a group session others still attend: the session must stay for them, so
 *   the earliest scheduled participant becomes its primary student (their seat row goes) and the
 *   leaver keeps a `cancelled` seat, so the session stays in their history and no seat is counted
 *   for them. The caller moves the leaver's credit.
 * Returns whether the whole session was cancelled.
 */
export async function releaseStudentSeat(
  tx: Prisma.TransactionClient,
  {
    session,
    place,
    studentId,
    reason,
    now,
  }: { session: OwnSession; place: StudentPlace; studentId: string; reason: string | null; now: Date },
): Promise<{ sessionCancelled: boolean }> {
  if (place.role === 'participant') {
    const { count } = await tx.sessionParticipant.updateMany({
      where: { id: place.participant.id, studentId, status: 'scheduled' },
      data: { status: 'cancelled' },
    });
    if (count === 0) throw lostRace();
    return { sessionCancelled: false };
  }
  const mine = { id: session.id, teacherId: session.teacherId, studentId, status: session.status };
  // Imported or older data may also give the primary student a seat row of their own: never their heir.
  const heir = await tx.sessionParticipant.findFirst({
    where: { sessionId: session.id, status: 'scheduled', studentId: { not: studentId } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true, studentId: true, enrollmentId: true },
  });
  if (!heir) {
    const { count } = await tx.session.updateMany({
      where: mine,
      data: { status: 'cancelled', cancelledAt: now, cancelledBy: 'student', cancellationReason: reason },
    });
    if (count === 0) throw lostRace();
    await tx.sessionParticipant.updateMany({
      where: { sessionId: session.id, studentId, status: 'scheduled' },
      data: { status: 'cancelled' },
    });
    return { sessionCancelled: true };
  }
  const { count } = await tx.session.updateMany({
    where: mine,
    data: { studentId: heir.studentId, enrollmentId: heir.enrollmentId },
  });
  const { count: seats } = await tx.sessionParticipant.deleteMany({ where: { id: heir.id, status: 'scheduled' } });
  if (count === 0 || seats === 0) throw lostRace();
  await tx.sessionParticipant.upsert({
    where: { sessionId_studentId: { sessionId: session.id, studentId } },
    create: {
      teacherId: session.teacherId,
      sessionId: session.id,
      studentId,
      enrollmentId: session.enrollmentId,
      status: 'cancelled',
    },
    update: { enrollmentId: session.enrollmentId, status: 'cancelled' },
  });
  return { sessionCancelled: false };
}
