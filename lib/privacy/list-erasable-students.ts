import 'server-only';
import { db } from '@/lib/core/db';

/** Most students the "Erase a student" picker offers (the roster's delete covers the rest by search). */
export const erasableStudentsLimit = 500;

/** The teacher's students not yet erased (deleted ones included: their data is still there), by name. */
export async function listErasableStudents({ teacherId }: { teacherId: string }) {
  return db.student.findMany({
    where: { teacherId, anonymizedAt: null },
    select: { id: true, name: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    take: erasableStudentsLimit,
  });
}
