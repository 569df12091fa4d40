import 'server-only';
import type { SessionStatus } from '@/generated/prisma/enums';
import type { Prisma } from '@/lib/core/db';
import { recordDriveCopies } from './enqueue-drive-copies';

/** How far back linked resources are copied when Drive is turned on (decision 0058). */
export const driveBackfillDays = 90;

/** Sessions that never took place or never will: their resources are not the student's material. */
const notHeld: SessionStatus[] = ['hold', 'cancelled', 'rejected', 'expired'];

const liveStudent = { deletedAt: null, anonymizedAt: null } satisfies Prisma.StudentWhereInput;

/**
 * Inside the transaction that turns Drive on (or brings its grant back): records and enqueues a copy
 * of every drive resource linked to the teacher's sessions since `driveBackfillDays` ago (upcoming
 * included, cancelled ones not), for each student of the session (primary and participants who did
 * not cancel, neither deleted nor erased), that was never recorded before. The same rule as linking
 * (enqueueDriveCopies), through the same insert: a pair recorded once is never copied again, so
 * turning Drive off and on again copies nothing twice. One read, one insert, one outbox insert.
 */
export async function backfillDriveCopies(
  tx: Prisma.TransactionClient,
  teacherId: string,
  now = new Date(),
): Promise<number> {
  const links = await tx.sessionResource.findMany({
    where: {
      session: {
        teacherId,
        status: { notIn: notHeld },
        startUtc: { gte: new Date(now.getTime() - driveBackfillDays * 24 * 3_600_000) },
      },
      resource: { teacherId, provider: 'drive', providerItemId: { not: null }, deletedAt: null },
    },
    orderBy: [{ session: { startUtc: 'asc' } }, { resourceId: 'asc' }],
    select: {
      resourceId: true,
      sessionId: true,
      session: {
        select: {
          studentId: true,
          student: { select: { teacherId: true, deletedAt: true, anonymizedAt: true } },
          participants: {
            where: { teacherId, status: { not: 'cancelled' }, student: liveStudent },
            select: { studentId: true },
          },
        },
      },
    },
  });
  // The first (earliest) session linking a pair is the one recorded on its copy.
  const pairs = new Map<string, { studentId: string; resourceId: string; sessionId: string }>();
  for (const { resourceId, sessionId, session } of links) {
    const primary = session.student;
    const live = primary?.teacherId === teacherId && !primary.deletedAt && !primary.anonymizedAt;
    const studentIds = live && session.studentId ? [session.studentId] : [];
    for (const participant of session.participants) studentIds.push(participant.studentId);
    for (const studentId of studentIds) {
      const key = `${studentId}:${resourceId}`;
      if (!pairs.has(key)) pairs.set(key, { studentId, resourceId, sessionId });
    }
  }
  return recordDriveCopies(tx, teacherId, [...pairs.values()]);
}
