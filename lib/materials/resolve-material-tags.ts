import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { ValidationError } from '@/lib/core/errors';
import { escapeLikePattern } from '@/lib/core/like-pattern';

/**
 * The tag ids a template or resource write names: `tagIds` must be the teacher's own (another
 * teacher's id is reported like an unknown one, 400 on `tagIds`); `tags` are names, matched
 * case-insensitively against the teacher's tags and created when missing. Runs in the caller's
 * transaction so a refused write creates no tag.
 */
export async function resolveMaterialTags(
  tx: Prisma.TransactionClient,
  teacherId: string,
  { tagIds = [], tags = [] }: { tagIds?: readonly string[]; tags?: readonly string[] },
): Promise<string[]> {
  const ids = new Set<string>();
  if (tagIds.length) {
    const found = await tx.tag.findMany({ where: { teacherId, id: { in: [...tagIds] } }, select: { id: true } });
    const known = new Set(found.map((tag) => tag.id));
    const unknown = tagIds.filter((id) => !known.has(id));
    if (unknown.length) {
      throw new ValidationError('The request is not valid', [
        { path: 'tagIds', message: `Unknown tag(s): ${unknown.join(', ')}` },
      ]);
    }
    for (const id of tagIds) ids.add(id);
  }
  const names = [...new Map(tags.map((name) => [name.trim().toLowerCase(), name.trim()])).values()];
  if (names.length) {
    const existing = await tx.tag.findMany({
      where: { teacherId, OR: names.map((name) => ({ name: { equals: escapeLikePattern(name), mode: 'insensitive' as const } })) },
      select: { id: true, name: true },
    });
    const byName = new Map(existing.map((tag) => [tag.name.toLowerCase(), tag.id]));
    const missing = names.filter((name) => !byName.has(name.toLowerCase()));
    if (missing.length) {
      await tx.tag.createMany({ data: missing.map((name) => ({ teacherId, name })), skipDuplicates: true });
      const created = await tx.tag.findMany({ where: { teacherId, name: { in: missing } }, select: { id: true, name: true } });
      for (const tag of created) byName.set(tag.name.toLowerCase(), tag.id);
    }
    for (const name of names) ids.add(byName.get(name.toLowerCase())!);
  }
  return [...ids];
}
