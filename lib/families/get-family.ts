import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { familySelect, ownFamilyWhere, toFamily } from './family-fields';
import type { TFamily } from './schemas';

/** One family of the teacher with its members; another teacher's is a 404. */
export async function getFamily({ teacherId, familyId }: { teacherId: string; familyId: string }): Promise<TFamily> {
  const row = await db.family.findFirst({ where: ownFamilyWhere(teacherId, familyId), select: familySelect });
  if (!row) throw new NotFoundError('Family');
  return toFamily(row);
}
