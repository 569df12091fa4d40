import { db, type Prisma } from '@/lib/core/db';
import { reservedTeacherSlugs as reservedSlugs } from '../reserved-teacher-slugs';
import { slugFromName } from './slug-from-name';

/**
 * The first free slug for a new teacher: the name's slug (or the e-mail's local part), then
 * `-2`, `-3`... Slugs of deleted teachers stay taken, because the column is unique for all rows.
 * A concurrent sign-in may still take it first; the unique index catches that and the caller retries.
 */
export async function pickFreeTeacherSlug(
  name: string,
  email: string,
  client: Prisma.TransactionClient = db,
): Promise<string> {
  const base = slugFromName(name) || slugFromName(email.split('@')[0] ?? '') || 'teacher';
  const taken = await client.teacher.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } });
  const takenSlugs = new Set(taken.map((teacher) => teacher.slug));
  const isFree = (slug: string) => !takenSlugs.has(slug) && !reservedSlugs.has(slug);
  if (isFree(base)) return base;
  for (let suffix = 2; ; suffix++) {
    if (isFree(`${base}-${suffix}`)) return `${base}-${suffix}`;
  }
}
