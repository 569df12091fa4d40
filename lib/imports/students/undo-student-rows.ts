import 'server-only';
import type { Prisma } from '@/lib/core/db';
import type { StudentLevel, StudentStatus } from '@/generated/prisma/enums';
import type { StudentSnapshot } from './student-changes';

type AppliedRow = {
  line: number;
  action: 'create' | 'update' | 'skip';
  entityId: string | null;
  before: unknown;
  appliedAt: Date | null;
};

/**
 * Undoes a students import inside the caller's transaction: deletes the students it created and puts
 * back the fields it replaced (the family too), and removes the families it made that have no member left. Returns the lines whose student changed since the commit (its
 * updatedAt moved, or a created student has sessions, enrollments or payments now); the caller then
 * refuses the whole undo, so nothing the teacher did afterwards is lost.
 */
export async function undoStudentRows(
  tx: Prisma.TransactionClient,
  { teacherId, importId, rows }: { teacherId: string; importId: string; rows: AppliedRow[] },
): Promise<{ changedLines: number[] }> {
  const applied = rows.filter((row) => row.entityId && row.action !== 'skip');
  const students = await tx.student.findMany({
    where: { teacherId, id: { in: applied.map((row) => row.entityId!) } },
    select: { id: true, updatedAt: true, _count: { select: { sessions: true, enrollments: true, payments: true } } },
  });
  const byId = new Map(students.map((student) => [student.id, student]));
  const changedLines = applied
    .filter((row) => {
      const student = byId.get(row.entityId!);
      if (!student) return true;
      if (student.updatedAt.getTime() !== row.appliedAt?.getTime()) return true;
      const activity = student._count.sessions + student._count.enrollments + student._count.payments;
      return row.action === 'create' && activity > 0;
    })
    .map((row) => row.line);
  if (changedLines.length) return { changedLines };

  const createdIds = applied.filter((row) => row.action === 'create').map((row) => row.entityId!);
  await tx.student.deleteMany({ where: { teacherId, id: { in: createdIds } } });
  for (const row of applied.filter((candidate) => candidate.action === 'update')) {
    const before = row.before as StudentSnapshot;
    await tx.student.update({
      where: { id: row.entityId! },
      data: {
        ...before,
        level: before.level as StudentLevel | null,
        status: before.status as StudentStatus,
        timezone: before.timezone ?? undefined,
        name: before.name ?? undefined,
        deletedAt: before.deletedAt ? new Date(before.deletedAt) : null,
        // Snapshots taken before families existed have no familyId: leave the student's as it is.
        familyId: before.familyId === undefined ? undefined : before.familyId,
      },
    });
  }
  // Families the import made go with it, unless someone has joined one since.
  await tx.family.deleteMany({ where: { teacherId, importId, members: { none: {} } } });
  return { changedLines: [] };
}
