import 'server-only';
import { db } from '@/lib/core/db';
import { ValidationError } from '@/lib/core/errors';

/**
 * The tags a student is given must be the teacher's own. Ids of another teacher are reported
 * exactly like ids that do not exist: 400 on the field (the student exists, the body is wrong).
 */
export async function assertOwnTags(teacherId: string, tagIds: readonly string[] | undefined) {
  if (!tagIds?.length) return;
  const found = await db.tag.findMany({ where: { teacherId, id: { in: [...tagIds] } }, select: { id: true } });
  const known = new Set(found.map((tag) => tag.id));
  const unknown = tagIds.filter((id) => !known.has(id));
  if (unknown.length) {
    throw new ValidationError('The request is not valid', [
      { path: 'tagIds', message: `Unknown tag(s): ${unknown.join(', ')}` },
    ]);
  }
}
