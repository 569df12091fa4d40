import 'server-only';
import { db } from '@/lib/core/db';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The names of the students who acted in these entries, by id: one query (none when no student
 * acted), within the teacher's students only. A deleted student keeps the name the row still has.
 */
export async function studentActorNames(
  teacherId: string,
  rows: readonly { actorType: string; actorId: string | null }[],
): Promise<Map<string, string>> {
  const ids = [
    ...new Set(
      rows
        .filter((row) => row.actorType === 'student' && row.actorId && uuid.test(row.actorId))
        .map((row) => row.actorId!),
    ),
  ];
  if (ids.length === 0) return new Map();
  const students = await db.student.findMany({
    where: { teacherId, id: { in: ids } },
    select: { id: true, name: true },
  });
  return new Map(students.map((student) => [student.id, student.name]));
}
