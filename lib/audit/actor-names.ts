import 'server-only';
import { db } from '@/lib/core/db';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The names of the students (and family payers) who acted in these entries, by id: one query per
 * kind that acted (none when neither did), within the teacher's own records only. A deleted student keeps the name the row still has.
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
  const familyIds = [
    ...new Set(
      rows
        .filter((row) => row.actorType === 'payer' && row.actorId && uuid.test(row.actorId))
        .map((row) => row.actorId!),
    ),
  ];
  const [students, families] = await Promise.all([
    ids.length ? db.student.findMany({ where: { teacherId, id: { in: ids } }, select: { id: true, name: true } }) : [],
    // A family's payer (issue 34) acts on a member's behalf: named by the payer's name, one more query only then.
    familyIds.length
      ? db.family.findMany({ where: { teacherId, id: { in: familyIds } }, select: { id: true, payerName: true } })
      : [],
  ]);
  return new Map([
    ...students.map((student) => [student.id, student.name] as const),
    ...families.map((family) => [family.id, `${family.payerName} (payer)`] as const),
  ]);
}
