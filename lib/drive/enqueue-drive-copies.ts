import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { driveCopyRequestedEvent } from '@/lib/jobs/job-events';
import { enqueueEffects } from '@/lib/outbox/enqueue-effects';

/**
 * Inside the transaction that linked `resourceIds` to a session: when the teacher's Drive is
 * connected and enabled, records one pending copy per drive resource and student of the session
 * (primary student and participants who did not cancel) and enqueues its copy job, sent after the commit. The unique
 * (studentId, resourceId) makes a pair that was ever recorded, by this or a concurrent link, a no-op:
 * a file is never copied twice into a student's folder. Answers the number of copies enqueued.
 */
export async function enqueueDriveCopies(
  tx: Prisma.TransactionClient,
  { teacherId, sessionId, resourceIds }: { teacherId: string; sessionId: string; resourceIds: readonly string[] },
): Promise<number> {
  if (!resourceIds.length) return 0;
  const connection = await tx.driveConnection.findFirst({
    where: { teacherId, enabled: true, status: 'connected', encryptedRefreshToken: { not: null } },
    select: { id: true },
  });
  if (!connection) return 0;
  const session = await tx.session.findFirst({
    where: { id: sessionId, teacherId },
    select: {
      studentId: true,
      participants: { where: { teacherId, status: { not: 'cancelled' } }, select: { studentId: true } },
    },
  });
  const candidates = [session?.studentId, ...(session?.participants ?? []).map((row) => row.studentId)];
  const studentIds = [...new Set(candidates.filter((id): id is string => !!id))];
  if (!studentIds.length) return 0;
  // One after the other: a transaction's statements share one connection.
  const students = await tx.student.findMany({
    where: { id: { in: studentIds }, teacherId, anonymizedAt: null },
    select: { id: true },
  });
  const resources = await tx.resource.findMany({
    where: {
      id: { in: [...resourceIds] },
      teacherId,
      provider: 'drive',
      providerItemId: { not: null },
      deletedAt: null,
    },
    select: { id: true },
  });
  if (!students.length || !resources.length) return 0;
  return recordDriveCopies(
    tx,
    teacherId,
    students.flatMap((student) =>
      resources.map((resource) => ({ studentId: student.id, resourceId: resource.id, sessionId })),
    ),
  );
}

/**
 * Records the (student, resource) pairs not recorded before as pending copies and enqueues a copy
 * job for each new row: one insert and one outbox insert, whatever the number of pairs. The caller
 * has checked the teacher, the students and the resources. Answers the number of copies enqueued.
 */
export async function recordDriveCopies(
  tx: Prisma.TransactionClient,
  teacherId: string,
  pairs: readonly { studentId: string; resourceId: string; sessionId: string }[],
): Promise<number> {
  if (!pairs.length) return 0;
  const created = await tx.driveFileCopy.createManyAndReturn({
    data: pairs.map((pair) => ({ teacherId, ...pair })),
    skipDuplicates: true,
    select: { id: true },
  });
  await enqueueEffects(
    tx,
    created.map((copy) => ({
      kind: 'event' as const,
      payload: {
        name: driveCopyRequestedEvent.name,
        data: driveCopyRequestedEvent.schema.parse({ teacherId, copyId: copy.id }),
      },
    })),
  );
  return created.length;
}
