import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { overrideSelect, toOverride } from './override-fields';
import type { TOverride } from './schemas';

/** One override of the teacher; another teacher's is 404 like a missing one. */
export async function getOverride({
  teacherId,
  overrideId,
}: {
  teacherId: string;
  overrideId: string;
}): Promise<TOverride> {
  const row = await db.availabilityOverride.findFirst({
    where: { id: overrideId, teacherId },
    select: overrideSelect,
  });
  if (!row) throw new NotFoundError('Availability override');
  return toOverride(row);
}
