import 'server-only';
import { db } from '@/lib/core/db';
import { ValidationError, type ErrorDetail } from '@/lib/core/errors';

type References = { tagIds?: string[]; cancellationPolicyId?: string | null };

/**
 * The tags and the cancellation policy a service points at must be the teacher's own. Ids of
 * another teacher are reported exactly like ids that do not exist: 400 on the field.
 */
export async function assertOwnReferences(teacherId: string, { tagIds, cancellationPolicyId }: References) {
  const [tags, policy] = await Promise.all([
    tagIds?.length
      ? db.tag.findMany({ where: { teacherId, id: { in: tagIds } }, select: { id: true } })
      : Promise.resolve([]),
    cancellationPolicyId
      ? db.cancellationPolicy.findFirst({ where: { teacherId, id: cancellationPolicyId }, select: { id: true } })
      : Promise.resolve(null),
  ]);
  const details: ErrorDetail[] = [];
  const found = new Set(tags.map((tag) => tag.id));
  const unknownTags = (tagIds ?? []).filter((id) => !found.has(id));
  if (unknownTags.length) details.push({ path: 'tagIds', message: `Unknown tag(s): ${unknownTags.join(', ')}` });
  if (cancellationPolicyId && !policy) {
    details.push({ path: 'cancellationPolicyId', message: 'Unknown cancellation policy' });
  }
  if (details.length) throw new ValidationError('The request is not valid', details);
}
