import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import type { PracticeStudent } from './practice-log-fields';

/** Deletes one of the student's own entries; anyone else's (or none) is 404. */
export async function deletePracticeLog({ student, id }: { student: PracticeStudent; id: string }) {
  const { count } = await db.practiceLog.deleteMany({
    where: { id, teacherId: student.teacherId, studentId: student.id },
  });
  if (count === 0) throw new NotFoundError('Practice entry');
  return { id, deleted: true as const };
}
